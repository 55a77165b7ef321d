# puppetlabs-mysql 8.1.0: mysql::db defines (user, grant, import), the client and language bindings.
include mysql::server
class { 'mysql::client':
  package_name => 'mariadb-client',
}
class { 'mysql::bindings':
  python_enable => true,
  perl_enable   => true,
}
mysql::db { 'wordpress':
  user     => 'wp',
  password => 'wp-pass',
  host     => 'localhost',
  grant    => ['ALL'],
}
mysql::db { 'reports':
  user     => 'reporter',
  password => mysql::password('reporter-pass'),
  host     => '10.0.0.%',
  grant    => ['SELECT'],
  charset  => 'latin1',
  collate  => 'latin1_swedish_ci',
  sql      => ['/tmp/reports-schema.sql'],
  import_timeout => 600,
}
