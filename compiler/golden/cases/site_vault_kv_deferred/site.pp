# A site-side wrapper returning a Deferred (vault_lookup::kv: TypeParser.singleton.parse, call_function('lookup'
# with a type and nil merge/default, TypeFactory.deferred.create), whose options hash it fills in.
$opts = { 'field' => 'password' }
file { '/etc/app/db.conf':
  content => vault_lookup::kv('kv/data/app/db', $opts),
}
file { '/etc/app/api.token':
  content => vault_lookup::kv('kv/data/app/api'),
}
file { '/etc/app/other.token':
  content => vault_lookup::kv('kv/data/app/other', { 'vault_addr' => 'https://other:8200' }),
}
notify { 'opts after': message => $opts }
