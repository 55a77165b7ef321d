$a = 10
$b = 0
notice($a / $b)
