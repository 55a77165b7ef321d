class profile::db (
  String $root_password,
) {
  class { 'mysql::server':
    root_password    => $root_password,
    override_options => { 'mysqld' => { 'max_connections' => 200 } },
  }
  logrotate::rule { 'mysql-slow':
    path   => '/var/log/mysql/mysql-slow.log',
    rotate => '4',
  }
}
