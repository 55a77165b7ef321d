# SemVer and SemVerRange values.
$v = SemVer('1.2.3')
$w = SemVer('1.10.0-rc.1')
notice($v)
notice($v < $w)
notice(SemVer('1.10.0') > $w)
notice($v =~ SemVerRange('>=1.0.0 <2.0.0'))
notice(SemVer('2.0.0') =~ SemVerRange('~1.2'))
notice($v =~ SemVer)
notice(SemVer('1.2.3') == SemVer('1.2.3'))
notify { 'versions': message => "${v} ${w}" }
