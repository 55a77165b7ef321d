# A statement after the function in its file is the validator's error, located in the function file.
$x = mymod::f()
