notice(lookup('present'))
$v = lookup('absent')
