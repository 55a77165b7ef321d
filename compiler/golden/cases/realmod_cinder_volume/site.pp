# openstack cinder 21: API, scheduler and volume services with an LVM backend and a Ceph RBD backend
# enabled through cinder::backends.
class { 'cinder::db':
  database_connection => 'mysql+pymysql://cinder:cinder-db@10.0.0.5/cinder',
}
class { 'cinder::keystone::authtoken':
  password => 'cinder-ks',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'cinder':
  default_transport_url => 'rabbit://cinder:pass@10.0.0.5:5672/',
  storage_availability_zone => 'az1',
}
class { 'cinder::api':
  bind_host => '10.0.0.5',
  sync_db   => true,
}
include cinder::scheduler
include cinder::volume
cinder::backend::iscsi { 'lvm':
  target_ip_address => '10.0.0.5',
  volume_group      => 'cinder-volumes',
}
cinder::backend::rbd { 'ceph':
  rbd_pool        => 'volumes',
  rbd_user        => 'cinder',
  rbd_secret_uuid => '11111111-2222-3333-4444-555555555555',
}
class { 'cinder::backends':
  enabled_backends => ['lvm', 'ceph'],
}
