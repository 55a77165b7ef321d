# Reduction of forge9_control_repo_roles: a Deferred whose arguments hold a Sensitive, in a catalog written
# without rich data (Puppet's warning names the String the Deferred becomes), and the String forms of both.
$d = Deferred('vault_lookup::lookup', ['secret/db', Sensitive('approle'), { 'k' => Sensitive(42) }])
file { '/etc/app/token': content => $d }
notify { 'plain': message => Deferred('sprintf', ['%s', 'x']) }
notice(String($d))
notice("${d}")
notice([Sensitive('x'), { 'a' => Sensitive([1]) }])
notice(String(Sensitive('y')))
