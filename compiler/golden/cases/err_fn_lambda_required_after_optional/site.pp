# A lambda with a required parameter after an optional one fails when it is called.
with(1, 2, 3) |$a, $b = 2, $c| { notice($c) }
