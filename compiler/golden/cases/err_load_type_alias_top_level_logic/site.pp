# Statements other than definitions at the top of a module's types/ file are the validator's error, located in that file.
$x = 1 =~ Mymod::Small
