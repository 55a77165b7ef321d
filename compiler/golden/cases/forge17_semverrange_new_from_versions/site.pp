# SemVerRange.new(min, max, exclude_max) as documented; Puppet 7.23 with semantic_puppet 1.0.4
# hands the versions to VersionRange.new(ranges, string, exclude_end), so the range's text and
# its matching are what that makes of them (Puppet's answer wins).
$r = SemVerRange(SemVer('1.0.0'), SemVer('2.0.0'), true)
notice($r)
notice(String($r))
$h = SemVerRange({ min => SemVer('1.0.0'), max => SemVer('2.0.0') })
notice($h)
notice(SemVerRange('>=1.0.0 <2.0.0'))
