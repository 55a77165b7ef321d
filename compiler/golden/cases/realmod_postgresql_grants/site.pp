# puppetlabs-postgresql 6.7: roles with attributes and connection limits, grants on several
# object types (ALL TABLES IN SCHEMA, SEQUENCES, FUNCTIONS, LANGUAGE), role membership, schemas,
# a tablespace, ident rules, reassign_owned_by, recovery settings and plperl/plpython.
class { 'postgresql::globals': version => '15' }
class { 'postgresql::server':
  listen_addresses  => '*',
  ip_mask_allow_all_users => '10.0.0.0/8',
  ipv4acls => ['hostssl all all 10.0.0.0/8 md5'],
  manage_recovery_conf => true,
}
postgresql::server::db { 'app': user => 'app', password => postgresql::postgresql_password('app', 'app-pass'), encoding => 'UTF8', locale => 'en_US.UTF-8' }
postgresql::server::role { 'reporter':
  password_hash    => postgresql::postgresql_password('reporter', 'rep-pass'),
  connection_limit => 10,
  login            => true,
  inherit          => false,
}
postgresql::server::role { 'admin_role': createdb => true, createrole => true, login => false, superuser => false, replication => true }
postgresql::server::grant_role { 'reporter is admin': group => 'admin_role', role => 'reporter' }
postgresql::server::schema { 'reporting': db => 'app', owner => 'reporter' }
postgresql::server::grant { 'reporter tables':
  privilege   => 'SELECT',
  object_type => 'ALL TABLES IN SCHEMA',
  object_name => 'reporting',
  db          => 'app',
  role        => 'reporter',
}
postgresql::server::grant { 'reporter sequences':
  privilege   => 'USAGE',
  object_type => 'ALL SEQUENCES IN SCHEMA',
  object_name => 'public',
  db          => 'app',
  role        => 'reporter',
}
postgresql::server::grant { 'plpgsql':
  privilege   => 'USAGE',
  object_type => 'LANGUAGE',
  object_name => 'plpgsql',
  db          => 'app',
  role        => 'reporter',
}
postgresql::server::grant { 'table in schema':
  privilege   => 'ALL',
  object_type => 'TABLE',
  object_name => ['reporting', 'daily'],
  db          => 'app',
  role        => 'admin_role',
}
postgresql::server::table_grant { 'users select': privilege => 'SELECT', table => 'users', db => 'app', role => 'reporter' }
postgresql::server::tablespace { 'fast': location => '/srv/pg_fast', owner => 'app' }
postgresql::server::pg_ident_rule { 'map root': map_name => 'admins', system_username => 'root', database_username => 'postgres' }
postgresql::server::reassign_owned_by { 'old to app': old_role => 'olduser', new_role => 'app', db => 'app' }
postgresql::server::recovery { 'standby':
  restore_command => 'cp /srv/wal/%f %p',
  recovery_target_timeline => 'latest',
  standby_mode => 'on',
  primary_conninfo => 'host=10.0.0.4 user=replicator',
}
include postgresql::server::plperl
include postgresql::lib::devel
postgresql::server::database_grant { 'reporter connect': privilege => 'CONNECT', db => 'app', role => 'reporter' }
