# openstack keystone 21 (with openstacklib, apache, mysql): keystone with fernet tokens served by
# Apache mod_wsgi, its MySQL database, the bootstrap and logging; the openstacklib facts of a real
# node (os_service_default, os_workers*) are in facts.json.
class { 'keystone::db::mysql':
  password      => 'keystone-db-pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'keystone::db':
  database_connection => 'mysql+pymysql://keystone:keystone-db-pass@10.0.0.5/keystone',
}
class { 'keystone::logging':
  debug   => false,
  log_dir => '/var/log/keystone',
}
class { 'keystone':
  token_provider        => 'fernet',
  default_transport_url => os_transport_url({ 'transport' => 'rabbit', 'hosts' => ['10.0.0.5', '10.0.0.6'], 'port' => '5672', 'username' => 'keystone', 'password' => 'rabbit-pass' }),
  enabled               => true,
  service_name          => 'httpd',
  fernet_max_active_keys => 5,
  public_endpoint       => 'https://keystone.example.com:5000',
}
class { 'keystone::bootstrap':
  password     => 'admin-pass',
  public_url   => 'https://keystone.example.com:5000',
  internal_url => 'http://10.0.0.5:5000',
  admin_url    => 'http://10.0.0.5:5000',
  region       => 'RegionOne',
}
include apache
class { 'keystone::wsgi::apache':
  ssl       => false,
  bind_host => '10.0.0.5',
  workers   => 4,
}
class { 'keystone::cron::fernet_rotate':
  hour   => '*/6',
  minute => '15',
}
