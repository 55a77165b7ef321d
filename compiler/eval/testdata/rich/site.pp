# Rich data as Puppet Server renders a catalog for an agent accepting
# application/vnd.puppet.rich+json (record.sh records expected.json).
$d = Deferred('join', [['a', 'b'], '-'])
notify { 'deferred': message => $d }
notify { 'deferred new': message => Deferred.new('join', [['c'], ',']) }
notify { 'deferred no args': message => Deferred('foo') }
notify { 'deferred nested': message => Deferred('x', [Deferred('y'), { 'k' => Binary('AAE=') }]) }
file { '/tmp/binary': content => Binary('AAH/') }
notify { 'scalars': message => [Timestamp('2020-01-01T00:00:00 UTC'), Timespan(3.5), SemVer('1.2.3'), SemVerRange('>=1.0'), /re/, default, 2.5, Notify['deferred']] }
notify { 'sensitive nested': message => { 'a' => Sensitive('s') } }
notify { 'sensitive': message => Sensitive('top') }
notify { 'keys': message => { 1 => 'x', 'k' => default } }
notify { 'ptype key': message => { '__ptype' => 'x' } }
notify { 'plain': message => { 'a' => [1, 'b'] } }
notify { 'types': message => [Integer[1, 5], String, Hash[String, Integer], Optional[String], Array[Any, 1], Enum['b', 'a'], Runtime[ruby, 'Foo'], Struct[{ a => Integer, Optional[b] => String }]] }
notify { 'same array twice': message => [$d, $d, { 'k' => $d }] }
