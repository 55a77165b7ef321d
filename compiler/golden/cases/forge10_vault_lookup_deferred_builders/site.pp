# voxpupuli/puppet-vault_lookup's Deferred builders (vault_lookup::kv, ::fmt, ::unpack): TypeFactory.deferred.create,
# TypeParser.singleton.parse, lookup() with a nil default from Ruby, Sensitive unwrapped from Ruby. Written for this case.
$opts = { 'field' => 'password', 'auth_method' => 'cert' }
$pw = vault_lookup::kv('secret/db', $opts)
notice($opts)
notice(vault_lookup::unpack({ 'a' => Sensitive('s3'), 'b' => 2 }))
file { '/etc/app/db.pw':
  content => $pw,
}
file { '/etc/app/plain':
  content => vault_lookup::kv('kv/data/plain'),
}
file { '/etc/app/url':
  content => vault_lookup::fmt('%<user>s:%<pass>s@db', { 'user' => 'app', 'pass' => Sensitive('hunter2') }),
}
file { '/etc/app/addr':
  content => vault_lookup::kv('x', { 'vault_addr' => 'https://other:8200' }),
}
