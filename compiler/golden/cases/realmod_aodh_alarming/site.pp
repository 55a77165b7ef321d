# openstack aodh 21: database, transport, keystone authtoken and service credentials, the API
# served by apache mod_wsgi, evaluator/notifier/listener, the MySQL database and keystone
# endpoints (openstacklib::db::mysql, openstacklib::service_identity).
include mysql::server
class { 'aodh::db':
  database_connection => 'mysql+pymysql://aodh:aodh-db@10.0.0.5/aodh?charset=utf8',
}
class { 'aodh':
  default_transport_url => 'rabbit://aodh:secret@10.0.0.5:5672/',
  notification_driver   => 'messagingv2',
  purge_config          => true,
}
class { 'aodh::db::mysql':
  password      => 'aodh-db',
  allowed_hosts => ['10.0.0.%', 'aodh.example.com'],
}
class { 'aodh::keystone::auth':
  password     => 'aodh-ks',
  public_url   => 'https://api.example.com:8042',
  internal_url => 'http://10.0.0.5:8042',
  admin_url    => 'http://10.0.0.5:8042',
}
class { 'aodh::keystone::authtoken':
  password             => 'aodh-ks',
  www_authenticate_uri => 'http://10.0.0.5:5000',
  auth_url             => 'http://10.0.0.5:5000',
  memcached_servers    => ['10.0.0.5:11211', '10.0.0.6:11211'],
}
class { 'aodh::service_credentials':
  password => 'aodh-ks',
  auth_url => 'http://10.0.0.5:5000/v3',
}
class { 'aodh::policy': policies => { 'alarm_get' => { 'key' => 'telemetry:get_alarm', 'value' => 'rule:admin_or_owner' } } }
class { 'aodh::api':
  service_name => 'httpd',
  sync_db      => true,
}
class { 'aodh::wsgi::apache':
  ssl       => false,
  bind_host => '10.0.0.5',
  workers   => 4,
}
include aodh::evaluator
include aodh::notifier
include aodh::listener
class { 'aodh::expirer': minute => 30 }
class { 'aodh::logging': debug => true, use_syslog => true }
