notice('start')
$p = lookup('port', Integer)
