# A value of the wrong type given to new of an implementation class.
$r = Rdt::Range(1, 'ten')
notice($r)
