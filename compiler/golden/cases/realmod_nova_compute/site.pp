# openstack nova 21: the nova class with a transport URL and database, the API with keystone
# authtoken, the scheduler and conductor, and a libvirt/KVM compute node.
class { 'nova::db':
  database_connection     => 'mysql+pymysql://nova:nova-db@10.0.0.5/nova?charset=utf8',
  api_database_connection => 'mysql+pymysql://nova_api:nova-db@10.0.0.5/nova_api?charset=utf8',
}
class { 'nova':
  default_transport_url => 'rabbit://nova:rabbit-pass@10.0.0.5:5672/',
  notification_transport_url => 'rabbit://nova:rabbit-pass@10.0.0.5:5672/',
  notification_driver   => 'messagingv2',
}
class { 'nova::keystone::authtoken':
  password             => 'nova-ks-pass',
  www_authenticate_uri => 'http://10.0.0.5:5000',
  auth_url             => 'http://10.0.0.5:5000',
  memcached_servers    => ['10.0.0.5:11211'],
}
class { 'nova::api':
  api_bind_address => '10.0.0.5',
  sync_db          => true,
  sync_db_api      => true,
}
include nova::scheduler
include nova::conductor
class { 'nova::placement':
  password => 'placement-pass',
  auth_url => 'http://10.0.0.5:5000/v3',
}
class { 'nova::compute':
  vnc_enabled                   => true,
  vncserver_proxyclient_address => '10.0.0.5',
  vncproxy_host                 => 'nova.example.com',
  instance_usage_audit          => true,
  resume_guests_state_on_host_boot => true,
}
class { 'nova::compute::libvirt':
  virt_type          => 'kvm',
  cpu_mode           => 'host-passthrough',
  vncserver_listen   => '0.0.0.0',
  migration_support  => false,
}
