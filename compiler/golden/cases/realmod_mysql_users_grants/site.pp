# puppetlabs-mysql 8.1: a server with root password, override options (sections with flags and
# arrays), users/grants/databases hashes, account security, the monitor user, binary logging and
# mysql_user/mysql_grant/mysql_database declared directly.
class { 'mysql::server':
  root_password           => 'r00t',
  remove_default_accounts => true,
  restart                 => true,
  override_options        => {
    'mysqld' => {
      'bind-address'            => '10.0.0.5',
      'max_connections'         => 500,
      'skip-name-resolve'       => true,
      'innodb_buffer_pool_size' => '2G',
      'log-bin'                 => '/var/lib/mysql-binlog/mysql-bin.log',
      'replicate-do-db'         => ['app', 'billing'],
      'ssl-disable'             => false,
    },
    'client' => { 'default-character-set' => 'utf8mb4' },
  },
  users => {
    'app@10.0.0.%' => { ensure => present, password_hash => mysql::password('app-pass'), max_connections_per_hour => 0 },
    'ro@%'         => { ensure => present, password_hash => '*6B4F89A54E2D27ECD7E8DA05B4AB8FD9D1D8B119', tls_options => ['SSL'] },
  },
  grants => {
    'app@10.0.0.%/app.*' => { ensure => present, options => ['GRANT'], privileges => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], table => 'app.*', user => 'app@10.0.0.%' },
    'ro@%/billing.invoices' => { privileges => ['SELECT'], table => 'billing.invoices', user => 'ro@%' },
  },
  databases => {
    'app'     => { ensure => present, charset => 'utf8mb4', collate => 'utf8mb4_unicode_ci' },
    'billing' => { ensure => present, charset => 'utf8' },
  },
}
class { 'mysql::server::monitor':
  mysql_monitor_username => 'monitor',
  mysql_monitor_password => 'mon-pass',
  mysql_monitor_hostname => '10.0.0.9',
}
mysql_user { 'backup@localhost': ensure => present, password_hash => mysql::password('bk'), plugin => 'mysql_native_password' }
mysql_grant { 'backup@localhost/*.*':
  user       => 'backup@localhost',
  table      => '*.*',
  privileges => ['SELECT', 'RELOAD', 'LOCK TABLES', 'SHOW VIEW', 'EVENT', 'TRIGGER'],
}
mysql_database { 'scratch': ensure => absent }
mysql::db { 'reports':
  user     => 'reports',
  password => 'rep-pass',
  host     => ['10.0.0.7', '10.0.0.8'],
  grant    => ['SELECT', 'SHOW VIEW'],
  sql      => ['/srv/sql/reports.sql'],
  import_timeout => 600,
}
