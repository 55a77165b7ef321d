# A type file must define only its type: a second alias in it is an error of the Type-Name that loads it.
$x = 1 =~ Mymod::Small
