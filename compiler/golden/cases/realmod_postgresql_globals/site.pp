# puppetlabs-postgresql 6.7.0: globals choosing the version and encoding, then server, contrib,
# an extension, a schema, a table grant and the client.
class { 'postgresql::globals':
  manage_package_repo => false,
  version             => '15',
  encoding            => 'UTF8',
  locale              => 'C.UTF-8',
}
class { 'postgresql::server': }
include postgresql::server::contrib
include postgresql::client
postgresql::server::database { 'gis': }
postgresql::server::extension { 'gis-hstore':
  database  => 'gis',
  extension => 'hstore',
}
postgresql::server::schema { 'reporting':
  db => 'gis',
}
postgresql::server::role { 'analyst': }
postgresql::server::grant { 'analyst-schema':
  db          => 'gis',
  role        => 'analyst',
  privilege   => 'USAGE',
  object_type => 'SCHEMA',
  object_name => 'reporting',
}
postgresql::server::table_grant { 'analyst-table':
  privilege => 'SELECT',
  table     => 'measurements',
  db        => 'gis',
  role      => 'analyst',
}
