# puppet-cinder: volume types with properties, QoS specs, quota sets, an LVM/iSCSI backend under cinder::backends, the API behind apache and the key manager.
class { 'cinder::db':
  database_connection => 'mysql+pymysql://cinder:secret@db.example.com/cinder',
}
class { 'cinder':
  default_transport_url => 'rabbit://cinder:secret@rabbit.example.com:5672/',
  storage_availability_zone => 'az1',
}
class { 'cinder::keystone::authtoken':
  password => 'cinder_secret',
}
class { 'cinder::api':
  service_name     => 'httpd',
  default_volume_type => 'fast',
  public_endpoint  => 'https://cinder.example.com:8776',
}
class { 'cinder::wsgi::apache':
  ssl => false,
  workers => 4,
}
class { 'cinder::key_manager':
  backend => 'barbican',
}
class { 'cinder::key_manager::barbican':
  barbican_endpoint => 'https://barbican.example.com:9311',
}
include cinder::volume
cinder::backend::iscsi { 'lvm-fast':
  target_ip_address   => '10.0.0.20',
  volume_group        => 'cinder-fast',
  volume_backend_name => 'lvm-fast',
  target_helper       => 'lioadm',
  manage_volume_type  => true,
}
class { 'cinder::backends':
  enabled_backends => ['lvm-fast'],
}
cinder_type { 'fast':
  ensure     => present,
  properties => ['volume_backend_name=lvm-fast', 'replication=false'],
  is_public  => true,
}
cinder_qos { 'limited':
  ensure     => present,
  properties => ['consumer=front-end', 'read_iops_sec=2000', 'write_iops_sec=1000'],
  associations => ['fast'],
}
cinder::quota_set { 'fast':
  os_password     => 'admin_secret',
  quota_volumes   => 50,
  quota_gigabytes => 5000,
}
