# Two top-level statements around the function: the validator logs each error, then gives up with their count.
$x = mymod::f()
