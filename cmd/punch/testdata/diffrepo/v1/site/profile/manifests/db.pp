class profile::db (
  String $root_password,
) {
  class { 'mysql::server':
    root_password    => $root_password,
    override_options => { 'mysqld' => { 'max_connections' => 200 } },
  }
  mysql::db { 'test':
    user     => 'test',
    password => 'test',
  }
}
