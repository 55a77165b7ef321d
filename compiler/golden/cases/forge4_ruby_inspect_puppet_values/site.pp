$vals = [Sensitive('s'), Semver('1.2.3'), SemverRange('>=1.0'), SemverRange('1.x || >=3.0.0 <4.0.0')]
$vals.each |$i, $v| { notify { "py${i}": message => any_puppet_to_python($v) } }
