# SemVer values have no methods in the Puppet language: $v.major is a call of an unknown function.
$v = SemVer('1.2.3')
notice($v.major)
