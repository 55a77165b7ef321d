# openstack sahara 21 (API and engine services, notifications) and panko 18 (API under apache
# wsgi, expirer cron) on one node.
class { 'sahara::db':
  database_connection => 'mysql+pymysql://sahara:sa-db@10.0.0.5/sahara',
}
class { 'sahara':
  default_transport_url => 'rabbit://sahara:secret@10.0.0.5:5672/',
  host => '10.0.0.5',
  use_floating_ips => false,
}
class { 'sahara::keystone::authtoken': password => 'sahara-ks', auth_url => 'http://10.0.0.5:5000' }
include sahara::service::api
include sahara::service::engine
class { 'sahara::notify': notification_topics => ['notifications', 'sahara'], notification_driver => 'messagingv2' }
class { 'sahara::keystone::auth': password => 'sahara-ks' }
class { 'panko::db':
  database_connection => 'mysql+pymysql://panko:pa-db@10.0.0.5/panko',
}
include panko
class { 'panko::keystone::authtoken': password => 'panko-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'panko::api': service_name => 'httpd', sync_db => true }
class { 'panko::wsgi::apache': ssl => false, port => 8977 }
class { 'panko::expirer': minute => 5, hour => '*/6' }
