# Written for this case after aursu/puppet-tlsinfo's README (tlsinfo::certificate looks up its PEM this way).
$names = ['*.example.com', 'www.example.org', "o'brien host.example.net"]
notify { 'normalized': message => $names.map |$n| { tlsinfo::normalize($n) } }
notify { 'cert': message => tlsinfo::lookup('*.example.com') }
notify { 'www': message => tlsinfo::lookup('www.example.org', false) }
