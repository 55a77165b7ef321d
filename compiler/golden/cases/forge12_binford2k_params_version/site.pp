# Written for this case after the modules' READMEs and tests/init.pp.
include params
$pairs = [['1.0.0', '1.0'], ['2.10', '2.9'], [7, '7.0.1'], [1.5, 1.10], ['1.0.0-rc1', '1.0.0'], ['puppet-7.23', 'puppet-7.3'], ['a', 'B']]
notify { 'ge': message => $pairs.map |$p| { version::greater_equal($p[0], $p[1]) } }
notify { 'lt': message => $pairs.map |$p| { version::less($p[0], $p[1]) } }
