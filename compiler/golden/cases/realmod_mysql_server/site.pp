# puppetlabs-mysql 8.1.0: a server with a root password, my.cnf overrides, and databases, users and
# grants given as hashes (the server class declares them with create_resources).
class { 'mysql::server':
  root_password           => 'S3cret!',
  remove_default_accounts => true,
  override_options        => {
    'mysqld' => {
      'bind-address'            => '0.0.0.0',
      'max_connections'         => 500,
      'innodb_buffer_pool_size' => '2G',
      'skip-name-resolve'       => true,
      'log-error'               => '/var/log/mysql/error.log',
    },
    'client' => { 'default-character-set' => 'utf8mb4' },
  },
  databases => {
    'app' => { ensure => present, charset => 'utf8mb4', collate => 'utf8mb4_unicode_ci' },
  },
  users => {
    'app@%' => { ensure => present, password_hash => '*6C8989366EAF75BB670AD8EA7A7FC1176A95CEF4', max_connections_per_hour => 0 },
  },
  grants => {
    'app@%/app.*' => { ensure => present, options => ['GRANT'], privileges => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], table => 'app.*', user => 'app@%' },
  },
}
