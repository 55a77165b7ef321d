# Object types from lib/puppet/datatypes: one with a Ruby implementation class (load_file +
# implementation_class), one Puppet implements; made by positional and named arguments, from Ruby,
# called as methods, compared, matched, and written to the catalog.
$a = Svc::Endpoint('api.example.com')
$b = Svc::Endpoint({ 'host' => 'db.example.com', 'port' => 5432, 'scheme' => 'http', 'tags' => ['db'] })
$c = svc::make('made.example.com')
$p = Svc::Pair('x')
$q = Svc::Pair({ 'left' => 1, 'right' => 'r' })
notify { 'urls': message => [$a.url, $b.url, $c.url, $a.with_port(8080).url] }
notify { 'attrs': message => [$a.host, $a.port, $a.scheme, $a.tags, $b.tags] }
notify { 'describe a': message => svc::describe($a) }
notify { 'describe c': message => svc::describe($c) }
notify { 'describe pair': message => svc::describe($q) }
notify { 'pair attrs': message => [$p.left, $p.right, $q.right] }
notify { 'match': message => [$a =~ Svc::Endpoint, $c =~ Svc::Endpoint, $p =~ Svc::Endpoint, $p =~ Svc::Pair, $a =~ Object] }
notify { 'types': message => [type($a), type($p)] }
notify { 'strings': message => [String($a), "${b}", String($q)] }
notify { 'equality': message => [$a == Svc::Endpoint('api.example.com'), $a == $b, $p == Svc::Pair('x')] }
notify { 'in catalog': message => $b }
notify { 'pair in catalog': message => $q }
