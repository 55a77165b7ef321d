# A type alias name must be capitalized: lower case is a syntax error in the type file.
$x = 1 =~ Mymod::Small
