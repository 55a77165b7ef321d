# A syntax error in an autoloaded type file names that file (no line at end of input).
$x = 1 =~ Mymod::Small
