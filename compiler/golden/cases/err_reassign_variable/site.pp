$x = 1
notice($x)
$x = 2
