# openstack designate: the PowerDNS 4 backend, the sink with neutron/nova handlers, producer tasks and the neutron network API, on plain Debian facts (no openstacklib facts).
class { 'designate::db':
  database_connection => 'mysql+pymysql://designate:secret@db.example.com/designate',
}
class { 'designate':
  default_transport_url => 'rabbit://designate:secret@rabbit.example.com:5672/',
}
class { 'designate::keystone::authtoken':
  password => 'designate_secret',
}
include designate::central
include designate::producer
class { 'designate::producer_task::zone_purge':
  interval  => 3600,
  per_page  => 100,
  time_threshold => 604800,
}
class { 'designate::producer_task::delayed_notify':
  interval => 5,
}
class { 'designate::backend::pdns4':
  api_token   => 'pdns_api_token',
  api_endpoint => 'http://10.0.0.53:8081',
  pdns4_hosts => ['10.0.0.53'],
  mdns_hosts  => ['10.0.0.5'],
  tsigkey_name => 'designate',
  manage_pool => true,
}
class { 'designate::sink':
  enabled_notification_handlers => ['nova_fixed', 'neutron_floatingip'],
}
class { 'designate::network_api::neutron':
  endpoints     => ['RegionOne|http://neutron.example.com:9696'],
  endpoint_type => 'internalURL',
}
