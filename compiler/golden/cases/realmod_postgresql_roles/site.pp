# puppetlabs-postgresql: roles with password hashes computed by the module (postgresql_password),
# connection limits, replication, role membership, a database with owner and encoding and a
# pg_hba rule.
class { 'postgresql::globals': version => '15' }
class { 'postgresql::server':
  listen_addresses        => '*',
  password_encryption     => 'scram-sha-256',
  postgres_password       => 'pg-admin-pass',
}
postgresql::server::role { 'app':
  password_hash    => postgresql::postgresql_password('app', 'app-pass'),
  createdb         => false,
  connection_limit => 20,
}
postgresql::server::role { 'replicator':
  password_hash => postgresql::postgresql_password('replicator', 'repl-pass'),
  replication   => true,
  login         => true,
}
postgresql::server::role { 'readonly': login => false, inherit => true }
postgresql::server::role { 'legacy': ensure => absent }
postgresql::server::grant_role { 'app_readonly': role => 'app', group => 'readonly' }
postgresql::server::database { 'appdb':
  owner    => 'app',
  encoding => 'UTF8',
  locale   => 'C.UTF-8',
  template => 'template0',
}
postgresql::server::pg_hba_rule { 'replication':
  type        => 'hostssl',
  database    => 'replication',
  user        => 'replicator',
  address     => '10.0.0.0/24',
  auth_method => 'scram-sha-256',
  order       => 5,
}
