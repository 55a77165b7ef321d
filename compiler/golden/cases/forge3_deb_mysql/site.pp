# Debian's module (puppet-module-*; versions in /usr/share/puppet/modules/*/metadata.json) declared with its
# defined types and parameters as its README shows (QA-FORGE-3: the module sweep compiles classes alone).
class { 'mysql::server':
  root_password           => 'strongpassword',
  remove_default_accounts => true,
  restart                 => true,
  override_options        => { 'mysqld' => { 'max_connections' => '1024', 'bind-address' => '0.0.0.0' } },
  users => { 'someuser@localhost' => { 'ensure' => 'present', 'max_connections_per_hour' => '0', 'password_hash' => mysql::password('secret') } },
  grants => { 'someuser@localhost/somedb.*' => { 'ensure' => 'present', 'options' => ['GRANT'], 'privileges' => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], 'table' => 'somedb.*', 'user' => 'someuser@localhost' } },
  databases => { 'somedb' => { 'ensure' => 'present', 'charset' => 'utf8' } },
}
mysql::db { 'mydb':
  user     => 'myuser',
  password => 'mypass',
  host     => 'localhost',
  grant    => ['SELECT', 'UPDATE'],
}
class { 'mysql::server::backup':
  backupuser     => 'backup',
  backuppassword => 'mypassword',
  backupdir      => '/tmp/backups',
}
class { 'mysql::client': }
