# A function file with the wrong name and extra logic: the validator's two errors come first.
$x = mymod::f()
