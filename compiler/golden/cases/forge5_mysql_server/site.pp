node default {
  class { 'mysql::server':
    root_password           => 'strongpassword',
    remove_default_accounts => false,
    manage_config_file      => false,
    restart                 => true,
    options                 => {
      'mysqld' => {
        'user'      => 'mysql',
        'datadir'   => '/srv/mysql',
        'basedir'   => '/usr',
        'tmpdir'    => '/tmp',
        'log-error' => '/var/log/mysql/error.log',
        'log-bin'   => '/var/log/mysql/bin/mysql-bin',
        'innodb_tmpdir' => '/srv/innotmp',
      },
      'client' => { 'socket' => '/run/mysqld/mysqld.sock' },
    },
    users => { 'app@%' => { ensure => present, password_hash => mysql::password('apppw'), max_user_connections => '10' } },
    grants => { 'app@%/app.*' => { ensure => present, privileges => ['SELECT', 'INSERT'], table => 'app.*', user => 'app@%' } },
    databases => { 'reporting' => { ensure => present, charset => 'utf8mb4' } },
  }
  mysql::db { 'mydb':
    user     => 'myuser',
    password => 'mypass',
    host     => 'localhost',
    grant    => ['SELECT', 'UPDATE'],
    sql      => ['/tmp/a.sql', '/tmp/b.sql'],
  }
  mysql::db { 'other': user => 'o', password => 'p', ensure => 'present', dbname => 'otherdb', import_cat_cmd => 'zcat', sql => '/tmp/x.sql.gz', enforce_sql => true }
}
