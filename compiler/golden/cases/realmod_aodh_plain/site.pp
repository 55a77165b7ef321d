# openstack aodh on plain Debian facts (no openstacklib facts): the main class, an API under eventlet and the evaluator with coordination, as a site writes it with few parameters.
class { 'aodh::db':
  database_connection => 'mysql+pymysql://aodh:secret@db.example.com/aodh',
}
class { 'aodh':
  default_transport_url => 'rabbit://aodh:secret@rabbit.example.com:5672/',
  notification_topics   => ['notifications'],
}
class { 'aodh::keystone::authtoken':
  password => 'aodh_secret',
}
class { 'aodh::service_credentials':
  password => 'aodh_secret',
  region_name => 'RegionOne',
}
class { 'aodh::api':
  service_name => 'httpd',
}
class { 'aodh::wsgi::apache':
  ssl => false,
}
class { 'aodh::evaluator':
  evaluation_interval => 30,
}
class { 'aodh::coordination':
  backend_url => 'redis://10.0.0.5:6379',
}
include aodh::notifier
include aodh::listener
