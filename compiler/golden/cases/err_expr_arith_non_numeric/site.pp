$ok = '3' + 4
notice($ok)
$bad = 'three' + 4
