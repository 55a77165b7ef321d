# puppetlabs-stdlib 8.5.0 data transformations a site's profiles do on Hiera-like data: merge
# with a lambda, set operations, deletions by regexp and index, grep/reject, prefix and suffix on
# hashes, hash conversions, number and size conversions, string escapes for shells and Python
# and Ruby literals, ensure_resources with defaults, inline EPP using stdlib functions.
$base    = { 'web01' => { 'role' => 'web', 'ports' => [80, 443] }, 'db01' => { 'role' => 'db', 'ports' => [5432] } }
$extra   = { 'web01' => { 'ports' => [8080] }, 'cache01' => { 'role' => 'cache', 'ports' => [6379] } }
$nodes   = deep_merge($base, $extra)
$merged  = merge([$base, $extra]) |$i, $h| { $h.filter |$k, $x| { $x['role'] != 'db' } }
$roles   = unique($nodes.map |$n, $d| { $d['role'] })
$ports   = sort(unique(flatten($nodes.map |$n, $d| { $d['ports'] })))
$allowed = union(['10.0.0.0/8', '192.168.0.0/16'], ['10.0.0.0/8', '172.16.0.0/12'])
$common  = intersection(['a', 'b', 'c', 'd'], ['b', 'd', 'e'])
$only    = difference(['a', 'b', 'c', 'd'], ['b', 'd'])
$noweb   = delete_regex(keys($nodes), '^web')
$drop1   = delete_at(['x', 'y', 'z'], 1)
$dbs     = grep(keys($nodes), 'db')
$nocache = reject(keys($nodes), 'cache')
$pfx     = prefix({ 'a' => 1, 'b' => 2 }, 'p_')
$sfx     = suffix(['one', 'two'], '.conf')
$pairs   = to_json(hash(zip(['k1', 'k2'], ['v1', 'v2'])))
$nums    = [num2bool('1'), num2bool(0), bool2num(true), str2bool('no'), to_bytes('1 MB'), '0x1F' =~ Stdlib::Compat::Integer]
$strs    = [shell_escape('a b;c'), shell_join(['ls', '-l', 'my dir']), shell_split('a "b c" d'), uriescape('q=a b')]
$langs   = [to_python({ 'a' => true, 'b' => undef, 'c' => [1, 'x'] }), to_ruby({ 'a' => true, 'b' => undef })]
$counts  = [count([1, 2, 2, 3], 2), length('hello'), size({ 'a' => 1 }), reverse('abc'), range(1, 10, 3)]
ensure_resources('user', { 'app' => { 'uid' => 3001 }, 'worker' => { 'uid' => 3002 } }, { 'ensure' => 'present', 'shell' => '/bin/sh' })
ensure_resource('package', ['jq', 'curl'], { 'ensure' => 'installed' })
file { '/etc/inventory.json':
  content => to_json_pretty({ 'nodes' => $nodes, 'merged' => keys($merged), 'roles' => $roles, 'ports' => $ports }, true),
}
file { '/etc/inventory.txt':
  content => inline_epp(@(EPP), { 'nodes' => $nodes }),
    <% $nodes.keys.sort.each |$n| { -%>
    <%= $n %> <%= upcase($nodes[$n]['role']) %> <%= join($nodes[$n]['ports'], ',') %> <%= fqdn_rand(100, $n) %>
    <% } -%>
    | EPP
}
notify { 'sets': message => [$allowed, $common, $only, $noweb, $drop1, $dbs, $nocache, $pfx, $sfx, $pairs] }
notify { 'conv': message => [$nums, $strs, $langs, $counts] }
