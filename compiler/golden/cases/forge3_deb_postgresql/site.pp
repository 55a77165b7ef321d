# Debian's module (puppet-module-*; versions in /usr/share/puppet/modules/*/metadata.json) declared with its
# defined types and parameters as its README shows (QA-FORGE-3: the module sweep compiles classes alone).
class { 'postgresql::globals':
  encoding => 'UTF-8',
  locale   => 'en_US.UTF-8',
  manage_package_repo => false,
  version => '15',
}
class { 'postgresql::server':
  listen_addresses => '*',
  ipv4acls => ['host all johndoe 192.168.0.0/24 md5'],
  config_entries => { 'max_connections' => 200 },
}
postgresql::server::db { 'mydatabasename':
  user     => 'mydatabaseuser',
  password => postgresql::postgresql_password('mydatabaseuser', 'mypassword'),
}
postgresql::server::role { 'marmot':
  password_hash => postgresql::postgresql_password('marmot', 'mypasswd'),
  createdb      => true,
  connection_limit => 10,
}
postgresql::server::database_grant { 'test1':
  privilege => 'ALL',
  db        => 'mydatabasename',
  role      => 'marmot',
}
postgresql::server::table_grant { 'my_table of test2':
  privilege => 'ALL',
  table     => 'my_table',
  db        => 'mydatabasename',
  role      => 'marmot',
}
postgresql::server::pg_hba_rule { 'allow application network to access app database':
  description => 'Open up PostgreSQL for access from 200.1.2.0/24',
  type        => 'host',
  database    => 'app',
  user        => 'app',
  address     => '200.1.2.0/24',
  auth_method => 'md5',
}
postgresql::server::config_entry { 'check_function_bodies': value => 'off' }
postgresql::server::extension { 'pg_trgm': database => 'mydatabasename' }
postgresql::server::schema { 'isolated': owner => 'marmot', db => 'mydatabasename' }
