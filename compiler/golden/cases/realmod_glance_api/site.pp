# openstack glance 21: the API with keystone authtoken, a file store and an RBD store as multiple
# backends, and the image cache cleaner.
class { 'glance::api::db':
  database_connection => 'mysql+pymysql://glance:glance-db@10.0.0.5/glance',
}
class { 'glance::api::authtoken':
  password => 'glance-ks-pass',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'glance::api':
  bind_host        => '10.0.0.5',
  enabled_backends => ['local:file', 'ceph:rbd'],
  default_backend  => 'local',
  workers          => 4,
}
glance::backend::multistore::file { 'local':
  filesystem_store_datadir => '/var/lib/glance/images',
}
glance::backend::multistore::rbd { 'ceph':
  rbd_store_pool => 'images',
  rbd_store_user => 'glance',
}
class { 'glance::db::mysql':
  password => 'glance-db',
}
include glance::cache::cleaner
