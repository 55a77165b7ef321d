# stdlib 8.5's functions (Debian's puppet-module-puppetlabs-stdlib) with corner arguments, as current modules
# call them: serializers (to_toml, to_python, to_ruby, to_json_pretty, to_yaml), escapes, merges, string/array
# helpers, conversions, ranges, hashes, randomness seeded by the node.
$data = { 'name' => "multi\nline \"q\" é", 'port' => 8080, 'ratio' => 0.5, 'on' => true, 'off' => false, 'none' => undef,
  'list' => [1, 'two', [3], { 'k' => 'v' }], 'nested' => { 'a b' => { 'c.d' => [] }, 'empty' => {} }, 'big' => 12345678901234, 'float' => 1.0e-5 }
notify { 'to_toml': message => to_toml({ 'title' => 'x', 'owner' => { 'name' => 'T', 'dob' => '1979-05-27' }, 'servers' => { 'alpha' => { 'ip' => '10.0.0.1', 'ports' => [8000, 8001] } }, 'arr' => [[1, 2], ['a']], 'tbls' => [{ 'n' => 1 }, { 'n' => 2 }] }) }
notify { 'to_python': message => to_python($data) }
notify { 'to_ruby': message => to_ruby($data) }
notify { 'to_json_pretty': message => to_json_pretty($data, true) }
notify { 'to_json_pretty opts': message => to_json_pretty({ 'b' => 1, 'a' => [] }, false, { 'indent' => '    ', 'space_before' => ' ' }) }
notify { 'to_json': message => to_json($data) }
notify { 'to_yaml': message => to_yaml($data) }
notify { 'to_yaml opts': message => to_yaml({ 'a' => range(1, 40).join(' ') }, { 'line_width' => 40, 'indentation' => 4 }) }
notify { 'escapes': message => [shell_escape("it's a \$HOME `x` \n"), batch_escape('a"b%c!'), powershell_escape('a`b$c"d'), shellquote(['a b', "c'd", '$e', '']), uriescape('a b/ü?x=1&y')] }
notify { 'merge': message => [merge({ 'a' => 1 }, undef, { 'b' => 2 }, ''), merge({ 'a' => [1] }, { 'a' => [2] }), deep_merge({ 'a' => { 'b' => 1, 'c' => [1] } }, { 'a' => { 'c' => [2], 'd' => undef } })] }
notify { 'strings': message => [camelcase('foo_bar-baz qux'), capitalize(['ab', 'cD']), downcase('ÀB'), swapcase('aB'), strip("\t x \n"), chomp("x\r\n"), chop('ab'), pw_hash('password', 'SHA-512', 'saltsalt'), fqdn_rand_string(10), fqdn_rand_string(8, 'ab'), seeded_rand(100, 'seed'), seeded_rand_string(12, 'seed')] }
notify { 'arrays': message => [range('a', 'e'), range('host01', 'host04'), range(1, 10, 3), range('0', '9', 4), concat([1], 2, [3, [4]]), delete([1, 2, 1, 'x'], 1), delete('abcabc', 'b'), delete({ 'a' => 1, 'b' => 2 }, ['a']), delete_values({ 'a' => undef, 'b' => 1, 'c' => '' }, ''), delete_undef_values([1, undef, 'x', '']), union([1, 2], [2, 3]), intersection([1, 2, 3], [3, 1]), difference([1, 2, 3], [2]), prefix(['a', 'b'], 'p-'), suffix(['a'], '.conf'), values_at(['a', 'b', 'c', 'd'], ['0-1', 3]), zip([1, 2], ['a', 'b'])] }
notify { 'conversions': message => [bool2num(true), bool2str(false, 'yes', 'no'), num2bool('0.5'), num2bool(-1), str2bool('Y'), str2bool(''), to_bytes('1.5 kB'), to_bytes('2 M'), to_bytes('1024'), validate_legacy('Integer', 'is_integer', 5) =~ Undef, type_of([1]), is_a('x', String)] }
notify { 'hashes': message => [has_key({ 'a' => undef }, 'a'), dig44({ 'a' => [{ 'b' => nil }] }, ['a', 0, 'b'], 'dflt'), pick(undef, '', 'first'), pick_default(undef, ''), getvar('facts.os.family'), hash(['a', 1, 'b', 2]), flatten([[1, [2]], 3]), sort(['b', 'a', 'B']), reverse([1, 2, 3]), count([1, undef, 2]), size('abc'), empty(''), join_keys_to_values({ 'a' => [1, 2], 'b' => undef }, '='), parseyaml('--- [1, 2]'), parsejson('{"a": null}'), parsejson('bad', 'default'), sprintf_hash('%<a>s-%<b>05d', { 'a' => 'x', 'b' => 7 })] }
notify { 'os': message => [os_version_gte('Debian', '11'), os_version_gte('RedHat', '7'), fact('os.release.major'), fact('os.nosuch')] }
