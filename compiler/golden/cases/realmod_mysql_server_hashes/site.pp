# puppetlabs-mysql: mysql::server with users/grants/databases hashes, override_options, root settings, account security and mysql::db with several grants and an import.
class { 'mysql::server':
  root_password           => 'root_secret',
  remove_default_accounts => true,
  restart                 => true,
  override_options        => {
    'mysqld' => {
      'bind-address'          => '0.0.0.0',
      'max_connections'       => 500,
      'innodb_buffer_pool_size' => '2G',
      'skip-name-resolve'     => true,
      'sql_mode'              => 'STRICT_TRANS_TABLES',
    },
    'client' => { 'default-character-set' => 'utf8mb4' },
  },
  users     => {
    'app@10.0.0.%' => { 'ensure' => 'present', 'password_hash' => '*F3A2A51A9B0F2BE2468926B4132313728C250DBF', 'max_connections_per_hour' => 0 },
  },
  grants    => {
    'app@10.0.0.%/appdb.*' => { 'ensure' => 'present', 'options' => ['GRANT'], 'privileges' => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], 'table' => 'appdb.*', 'user' => 'app@10.0.0.%' },
  },
  databases => {
    'appdb' => { 'ensure' => 'present', 'charset' => 'utf8mb4', 'collate' => 'utf8mb4_unicode_ci' },
  },
}
mysql::db { 'reporting':
  user     => 'report',
  password => 'report_secret',
  host     => '10.0.1.%',
  grant    => ['SELECT', 'SHOW VIEW'],
  charset  => 'utf8',
  collate  => 'utf8_general_ci',
}
mysql::db { 'wiki':
  user           => 'wiki',
  password       => 'wiki_secret',
  dbname         => 'mediawiki',
  host           => 'localhost',
  grant          => ['ALL'],
  sql            => ['/root/wiki-schema.sql'],
  import_timeout => 600,
  enforce_sql    => false,
}
