# openstack gnocchi 21: API under apache wsgi, metricd and statsd, ceph storage with a redis
# incoming driver, keystone authtoken.
class { 'gnocchi::db':
  database_connection => 'mysql+pymysql://gnocchi:gn-db@10.0.0.5/gnocchi',
}
class { 'gnocchi': coordination_url => 'redis://10.0.0.5:6379', purge_config => true }
class { 'gnocchi::keystone::authtoken':
  password => 'gnocchi-ks',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'gnocchi::api': service_name => 'httpd', sync_db => true }
class { 'gnocchi::wsgi::apache': ssl => false, servername => 'metric.example.com', workers => 3 }
class { 'gnocchi::metricd': workers => 4, metric_cleanup_delay => 20 }
class { 'gnocchi::statsd':
  resource_id => '07f26121-5777-48ba-8a0b-d70468133dd9',
  archive_policy_name => 'high',
  flush_delay => 10,
}
include gnocchi::storage
class { 'gnocchi::storage::ceph':
  ceph_username => 'gnocchi',
  ceph_keyring  => '/etc/ceph/ceph.client.gnocchi.keyring',
}
class { 'gnocchi::storage::incoming::redis': redis_url => 'redis://10.0.0.5:6379' }
class { 'gnocchi::keystone::auth': password => 'gnocchi-ks' }
