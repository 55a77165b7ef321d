# Written for this case.
$a = Net::Endpoint('api.example.com')
$b = Net::Endpoint({ host => 'web.example.com', port => 8080, scheme => 'http', tags => ['blue'] })
$c = $a.with_port(8443)
notify { 'urls': message => [$a.url, $b.url, $c.url, $c.host, $c.port, $b.tagged('blue'), $a.tagged('blue')] }
notify { 'describe': message => [$a.describe(undef), $b.describe('svc'), $b.describe(undef)] }
notify { 'equality': message => [$a == Net::Endpoint('api.example.com'), $a == $c, $a =~ Net::Endpoint, $b.port =~ Integer[8000, 9000]] }
notify { 'string': message => String($b) }
$by_url = { $a.url => 'a', $b.url => 'b' }
notify { 'keys': message => $by_url }
notify { 'list': message => [$a, $b].map |$e| { $e.describe('x') } }
