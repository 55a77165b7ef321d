# puppet-glance: the classic single-store backends (rbd, swift, cinder, file), image cache, notifications and the glance api with its policy.
class { 'glance': }
class { 'glance::api::authtoken':
  password => 'glance_secret',
  auth_url => 'http://keystone.example.com:5000',
}
class { 'glance::api::db':
  database_connection => 'mysql+pymysql://glance:secret@db.example.com/glance',
}
class { 'glance::policy':
  policies => { 'publicize_image' => { 'key' => 'publicize_image', 'value' => 'role:admin' } },
}
class { 'glance::api':
  enabled_backends   => ['ceph:rbd', 'cold:swift', 'vol:cinder', 'local:file'],
  default_backend    => 'ceph',
  show_image_direct_url => true,
  image_cache_dir    => '/var/lib/glance/image-cache',
  workers            => 4,
  bind_host          => '10.0.0.5',
}
glance::backend::multistore::rbd { 'ceph':
  rbd_store_pool => 'images',
  rbd_store_user => 'glance',
  rbd_store_chunk_size => 8,
}
glance::backend::multistore::swift { 'cold':
  swift_store_user => 'services:glance',
  swift_store_key  => 'swift_secret',
  swift_store_auth_address => 'http://keystone.example.com:5000/v3',
  swift_store_container => 'glance',
  swift_store_create_container_on_put => true,
}
glance::backend::multistore::cinder { 'vol':
  cinder_catalog_info => 'volumev3:cinderv3:internalURL',
  cinder_store_auth_address => 'http://keystone.example.com:5000/v3',
  cinder_store_user_name => 'glance',
  cinder_store_password => 'cinder_secret',
}
glance::backend::multistore::file { 'local':
  filesystem_store_datadir => '/var/lib/glance/images',
}
class { 'glance::notify::rabbitmq':
  default_transport_url => 'rabbit://glance:secret@rabbit.example.com:5672/',
  notification_driver => 'messagingv2',
}
class { 'glance::cache::pruner':
  minute => '*/15',
}
