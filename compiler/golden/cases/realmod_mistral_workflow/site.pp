# openstack mistral 21: API under apache wsgi, engine, executor, event engine, notifier,
# cron trigger and expiration policy.
class { 'mistral::db':
  database_connection => 'mysql+pymysql://mistral:mi-db@10.0.0.5/mistral',
}
class { 'mistral':
  default_transport_url => 'rabbit://mistral:secret@10.0.0.5:5672/',
}
class { 'mistral::keystone::authtoken': password => 'mistral-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'mistral::api': service_name => 'httpd', allow_action_execution_deletion => true }
class { 'mistral::wsgi::apache': ssl => false }
class { 'mistral::engine': execution_field_size_limit_kb => 2048 }
class { 'mistral::execution_expiration_policy': older_than => 30, evaluation_interval => 120 }
include mistral::executor
include mistral::event_engine
include mistral::notifier
class { 'mistral::cron_trigger': execution_interval => 5 }
class { 'mistral::keystone::auth': password => 'mistral-ks' }
