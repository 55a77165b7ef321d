$ok = 0.5e3
$zero = 0.0e5
notice($zero)
