$ok = Integer('12')
notice($ok)
$bad = Integer('12abc')
