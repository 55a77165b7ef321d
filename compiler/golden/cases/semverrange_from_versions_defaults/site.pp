# SemVerRange.new from versions with default bounds and the hash form: the text as
# semantic_puppet 1.0.4 writes it (max first), the matching from min to max.
$a = SemVerRange(default, SemVer('2.0.0'))
$b = SemVerRange(SemVer('1.2.0'), default, true)
$c = SemVerRange({ min => SemVer('1.0.0'), max => SemVer('2.0.0'), exclude_max => true })
$d = SemVerRange({ min => default })
notice([$a, $b, $c, $d].map |$r| { String($r) })
notice([SemVer('1.5.0') =~ $a, SemVer('2.0.0') =~ $a, SemVer('2.0.1') =~ $a, SemVer('0.1.0') =~ $a])
notice([SemVer('1.2.0') =~ $b, SemVer('9.0.0') =~ $b, SemVer('1.1.9') =~ $b])
notice([SemVer('2.0.0') =~ $c, SemVer('1.9.9') =~ $c, SemVer('1.0.0') =~ $c, SemVer('5.0.0') =~ $d])
