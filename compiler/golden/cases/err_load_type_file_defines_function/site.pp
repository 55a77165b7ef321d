# A function in a types/ file is not a type: no type alias or type definition found.
$x = 1 =~ Mymod::Small
