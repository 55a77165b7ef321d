# Written for this case: stdlib's README pattern, a secret from a Deferred lookup or a plain value.
class app (String $host = 'db.example.com', Optional[String] $vault_path = undef) {
  $password = $vault_path ? {
    undef   => 'plain-secret',
    default => Deferred('vault_lookup::lookup', [$vault_path, 'https://vault.example.com:8200']),
  }
  $vars = { 'host' => $host, 'port' => 5432, 'password' => $password, 'opts' => ['sslmode=require'] }
  file { "/etc/app/db-${vault_path.lest || { "plain" }.regsubst("/", "_", "G")}.conf":
    ensure  => file,
    content => stdlib::deferrable_epp('app/db.conf.epp', $vars),
  }
}
