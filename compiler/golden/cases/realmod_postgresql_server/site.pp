# puppetlabs-postgresql 6.7.0 (which knows no default version for Debian 12, hence the globals): a server with listen addresses, a database with its owner, roles,
# pg_hba rules and postgresql.conf entries.
class { 'postgresql::globals':
  version => '15',
}
class { 'postgresql::server':
  listen_addresses           => '*',
  postgres_password          => 'pg-admin',
  ip_mask_allow_all_users    => '10.0.0.0/8',
  ipv4acls                   => ['hostssl all all 10.1.0.0/16 md5'],
}
postgresql::server::db { 'appdb':
  user     => 'app',
  password => postgresql::postgresql_password('app', 'app-pass'),
  encoding => 'UTF8',
  locale   => 'en_US.UTF-8',
}
postgresql::server::role { 'readonly':
  password_hash => postgresql::postgresql_password('readonly', 'ro-pass'),
  login         => true,
  connection_limit => 10,
}
postgresql::server::database_grant { 'readonly on appdb':
  privilege => 'CONNECT',
  db        => 'appdb',
  role      => 'readonly',
}
postgresql::server::pg_hba_rule { 'allow app network':
  type        => 'host',
  database    => 'appdb',
  user        => 'app',
  address     => '192.168.0.0/24',
  auth_method => 'md5',
  order       => 150,
}
postgresql::server::config_entry { 'max_connections':
  value => '300',
}
postgresql::server::config_entry { 'shared_buffers':
  value => '512MB',
}
