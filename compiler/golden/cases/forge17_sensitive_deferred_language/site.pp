# Sensitive and Deferred as Puppet 7 modules write them: Sensitive through functions, types,
# interpolation, comparisons and resource parameters; Deferred values (the agent resolves them)
# in parameters, nested in hashes and arrays, with a Sensitive argument.
$s = Sensitive('hunter2')
notice($s)
notice("pw: ${s}")
notice($s.unwrap.length)
notice($s =~ Sensitive[String])
notice($s =~ Sensitive[Integer])
notice(Sensitive(42) == Sensitive(42))
notice($s.unwrap |$v| { "${v}!" })
notice(type($s))
notice([$s, 'x'].map |$v| { $v =~ Sensitive })
notice(Sensitive.new('a'))
notice(String($s))
notice(Sensitive([1, 2]).unwrap)
$d = Deferred('sprintf', ['%s-%s', 'a', $s])
notice(type($d))
notice($d =~ Deferred)
file { '/etc/secret':
  content => $s,
  mode    => '0600',
}
file { '/etc/deferred':
  content => Deferred('inline_epp', ['<%= $x %>', { 'x' => 'y' }]),
}
notify { 'nested':
  message => { 'a' => [Deferred('join', [['a', 'b'], '-'])], 'b' => Deferred('upcase', ['q']) },
}
exec { 'with-sensitive':
  command     => Sensitive('/bin/echo secret'),
  environment => ["TOKEN=${s.unwrap}"],
}
