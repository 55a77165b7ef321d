# A function file with only a comment defines nothing: it is empty.
$x = mymod::f()
