# openstack gnocchi with file storage and redis incoming, ceilometer's polling agent with a custom
# polling.yaml (meters and intervals) publishing to gnocchi, with the openstacklib facts.
class { 'gnocchi::db':
  database_connection => 'mysql+pymysql://gnocchi:secret@db.example.com/gnocchi',
}
class { 'gnocchi': }
class { 'gnocchi::keystone::authtoken':
  password => 'gnocchi_secret',
}
class { 'gnocchi::api':
  service_name => 'httpd',
}
class { 'gnocchi::wsgi::apache':
  ssl => false,
}
class { 'gnocchi::storage': }
class { 'gnocchi::storage::file':
  file_basepath => '/srv/gnocchi',
}
class { 'gnocchi::storage::incoming::redis':
  redis_url => 'redis://10.0.0.5:6379',
}
class { 'gnocchi::metricd':
  workers => 4,
}
class { 'ceilometer':
  telemetry_secret      => 'telemetry_secret',
  default_transport_url => 'rabbit://ceilometer:secret@rabbit.example.com:5672/',
}
class { 'ceilometer::agent::service_credentials':
  password => 'ceilometer_secret',
  auth_url => 'http://keystone.example.com:5000',
}
class { 'ceilometer::agent::polling':
  central_namespace  => true,
  compute_namespace  => false,
  ipmi_namespace     => false,
  manage_polling     => true,
  polling_interval   => 300,
  polling_meters     => ['cpu', 'memory.usage', 'network.incoming.bytes', 'disk.root.size'],
}
class { 'ceilometer::agent::notification':
  manage_pipeline  => true,
  pipeline_publishers => ['gnocchi://?archive_policy=high'],
  manage_event_pipeline => true,
  event_pipeline_publishers => ['gnocchi://'],
}
