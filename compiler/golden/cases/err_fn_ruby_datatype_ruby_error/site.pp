notice('before')
$b = Rdt::Broken(1)
notice($b)
