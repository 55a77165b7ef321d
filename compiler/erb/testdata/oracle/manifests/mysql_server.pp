class { 'mysql::server':
  root_password => 'secret',
  override_options => { 'mysqld' => { 'max_connections' => 1024, 'bind-address' => '0.0.0.0', 'skip-name-resolve' => true, 'innodb_buffer_pool_size' => '2G', 'ssl-disable' => false, 'log-bin' => undef, 'replicate-do-db' => ['db1', 'db2'], 'sql_mode' => 'STRICT_TRANS_TABLES' }, 'client' => { 'port' => 3307 }, 'mysqldump' => { 'quick' => true, 'max_allowed_packet' => '64M' } },
  restart => false,
}
mysql::db { 'app': user => 'app', password => 'pw', host => 'localhost', grant => ['SELECT', 'UPDATE'] }
