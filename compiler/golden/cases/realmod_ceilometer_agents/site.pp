# openstack ceilometer 21: telemetry secret, central polling with a custom polling.yaml source
# list, the notification agent with pipeline publishers, service credentials and coordination.
class { 'ceilometer':
  telemetry_secret      => 'tele-secret',
  default_transport_url => 'rabbit://ceilometer:secret@10.0.0.5:5672/',
  notification_topics   => ['notifications'],
}
class { 'ceilometer::agent::service_credentials':
  password => 'ceilometer-ks',
  auth_url => 'http://10.0.0.5:5000/v3',
  region_name => 'RegionTwo',
}
class { 'ceilometer::agent::polling':
  central_namespace => true,
  compute_namespace => false,
  ipmi_namespace    => false,
  polling_interval  => 300,
  manage_polling    => true,
  batch_size        => 50,
}
class { 'ceilometer::agent::notification':
  manage_pipeline    => true,
  pipeline_publishers => ['gnocchi://?archive_policy=high', 'notifier://'],
  manage_event_pipeline => true,
  event_pipeline_publishers => ['gnocchi://', 'panko://'],
  ack_on_event_error => false,
}
class { 'ceilometer::keystone::auth': password => 'ceilometer-ks' }
class { 'ceilometer::logging': log_dir => '/var/log/ceilometer', debug => false }
include ceilometer::cache
class { 'ceilometer::coordination': backend_url => 'redis://10.0.0.5:6379' }
