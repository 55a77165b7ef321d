# Deferred values as sites write them for agent-side secrets: functions that exist only on the
# agent (vault_lookup::lookup, node_encrypt::secret) are not looked up when the Deferred is made or
# given to a resource (given to a class or define parameter, Puppet 7.23 resolves its return type and fails:
# see err_forge16_deferred_return_type_nosuch_fn), Deferred arguments nested in Deferred, inside
# Sensitive, in arrays/hashes of parameters, a Deferred '$variable' lookup form, and the catalog's
# rich-data encoding of all of them.
$token = Deferred('vault_lookup::lookup', ['secret/data/app', { 'vault_addr' => 'https://vault:8200', 'field' => 'token' }])
include secrets
file { '/etc/app/token': content => $token, mode => '0600' }
file { '/etc/app/password': content => Sensitive(Deferred('node_encrypt::secret', ['ENC[PKCS7,abc]'])), mode => '0600' }
notify { 'settings': message => { 'token' => $token, 'opts' => [$token, 1] } }
