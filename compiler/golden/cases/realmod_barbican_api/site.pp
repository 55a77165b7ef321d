# openstack barbican 21: the API (eventlet then apache wsgi), the simple_crypto and vault
# secret-store plugins, keystone notifications and the worker/retry scheduler.
class { 'barbican::db':
  database_connection => 'mysql+pymysql://barbican:bar-db@10.0.0.5/barbican',
}
class { 'barbican': purge_config => true }
class { 'barbican::keystone::authtoken':
  password => 'barbican-ks',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'barbican::api':
  host_href                      => 'https://kms.example.com:9311',
  enabled_secret_stores          => 'simple_crypto,vault',
  multiple_secret_stores_enabled => true,
  service_name                   => 'httpd',
  default_transport_url          => 'rabbit://barbican:secret@10.0.0.5:5672/',
  enabled_secretstore_plugins    => ['store_crypto', 'vault_plugin'],
  enabled_crypto_plugins         => ['simple_crypto'],
}
class { 'barbican::wsgi::apache': ssl => false, workers => 2 }
class { 'barbican::plugins::simple_crypto':
  simple_crypto_plugin_kek => 'dGhpcnR5X3R3b19ieXRlX2tleWJsYWhibGFoYmxhaGg=',
  global_default           => true,
}
class { 'barbican::plugins::vault':
  vault_url  => 'https://vault.example.com:8200',
  root_token_id => 'vault-root',
  use_ssl => true,
  ssl_ca_crt_file => '/etc/ssl/vault-ca.pem',
}
class { 'barbican::keystone::notification':
  enable_keystone_notification => true,
}
include barbican::worker
include barbican::retry_scheduler
class { 'barbican::quota': quota_secrets => 100, quota_orders => 50 }
class { 'barbican::keystone::auth': password => 'barbican-ks', roles => ['admin', 'service'] }
