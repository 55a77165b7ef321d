# openstack heat: client options for the services heat talks to, the purge cron, cache and policies, on plain Debian facts.
class { 'heat::db':
  database_connection => 'mysql+pymysql://heat:secret@db.example.com/heat',
}
class { 'heat::keystone::authtoken':
  password => 'heat_secret',
}
class { 'heat::clients':
  endpoint_type => 'internalURL',
}
class { 'heat':
  default_transport_url => 'rabbit://heat:secret@rabbit.example.com:5672/',
  region_name           => 'RegionOne',
}
class { 'heat::engine':
  auth_encryption_key          => '1234567890AZERTYUIOPMLKJHGFDSQ12',
  heat_metadata_server_url     => 'http://heat.example.com:8000',
  heat_waitcondition_server_url => 'http://heat.example.com:8000/v1/waitcondition',
  num_engine_workers           => 4,
  convergence_engine           => true,
}
class { 'heat::clients::nova':
  insecure => false,
}
class { 'heat::clients::keystone':
  auth_uri => 'http://keystone.example.com:5000',
}
class { 'heat::cron::purge_deleted':
  age      => 30,
  age_type => 'days',
  hour     => 3,
  minute   => 15,
}
class { 'heat::cache':
  backend          => 'oslo_cache.memcache_pool',
  memcache_servers => ['10.0.0.11:11211'],
  enabled          => true,
}
class { 'heat::policy':
  policies => { 'stacks:delete' => { 'key' => 'stacks:delete', 'value' => 'role:admin' } },
}
include heat::api
