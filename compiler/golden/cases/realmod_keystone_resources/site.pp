# puppet-keystone: keystone with its resource defines (authtoken into a service's config, service_identity with roles and several endpoints, service_user), caching and policies.
class { 'keystone::db':
  database_connection => 'mysql+pymysql://keystone:secret@db.example.com/keystone',
}
class { 'keystone::cache':
  backend          => 'dogpile.cache.pymemcache',
  memcache_servers => ['10.0.0.11:11211', '10.0.0.12:11211'],
  enabled          => true,
}
class { 'keystone::policy':
  policies => {
    'identity:list_users' => { 'key' => 'identity:list_users', 'value' => 'role:admin or role:reader' },
  },
}
class { 'keystone::cors':
  allowed_origin => ['https://dashboard.example.com'],
}
class { 'keystone':
  catalog_driver    => 'sql',
  token_provider    => 'fernet',
  enable_fernet_setup => true,
  fernet_max_active_keys => 5,
  public_endpoint   => 'https://keystone.example.com:5000',
  default_transport_url => 'rabbit://keystone:secret@rabbit.example.com:5672/',
  notification_driver => ['messagingv2'],
}
keystone::resource::service_identity { 'glance':
  password            => 'glance_secret',
  service_type        => 'image',
  service_description => 'OpenStack Image Service',
  public_url          => 'https://glance.example.com:9292',
  internal_url        => 'http://10.0.0.5:9292',
  admin_url           => 'http://10.0.0.5:9292',
  region              => ['RegionOne', 'RegionTwo'],
  roles               => ['admin', 'service'],
  email               => 'glance@example.com',
}
keystone::resource::service_identity { 'swift':
  configure_user      => false,
  configure_user_role => false,
  service_type        => 'object-store',
  service_description => 'Swift',
  public_url          => 'https://swift.example.com:8080/v1/AUTH_%(tenant_id)s',
  internal_url        => 'http://10.0.0.6:8080/v1/AUTH_%(tenant_id)s',
  admin_url           => 'http://10.0.0.6:8080',
}
keystone::resource::authtoken { 'glance_api_config':
  username             => 'glance',
  password             => 'glance_secret',
  auth_url             => 'http://keystone.example.com:5000',
  www_authenticate_uri => 'https://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211', '10.0.0.12:11211'],
  service_token_roles_required => true,
}
