# Written for this case.
class { 'app': }
class { 'app::second': }
class app::second {
  $vars = { 'host' => 'db2', 'port' => 5433, 'password' => Deferred('vault_lookup::lookup', ['secret/db2', 'https://vault.example.com:8200']) }
  file { '/etc/app/db2.conf': content => stdlib::deferrable_epp('app/db.conf.epp', $vars) }
  file { '/etc/app/db3.conf': content => stdlib::deferrable_epp('app/db.conf.epp', $vars + { 'password' => Sensitive('s3') }) }
}
