# A class in a functions/ file is not a function: no function found.
$x = mymod::f()
