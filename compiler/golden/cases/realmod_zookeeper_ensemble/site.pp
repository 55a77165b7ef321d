# deric-zookeeper 0.8.4: a three-node ensemble member with JVM options, snapshot purging and
# systemd service management.
class { 'zookeeper':
  id                => '2',
  servers           => ['10.0.0.1', '10.0.0.2', '10.0.0.3'],
  client_port       => 2181,
  datastore         => '/var/lib/zookeeper',
  snap_retain_count => 5,
  purge_interval    => 24,
  max_allowed_connections => 100,
  service_provider  => 'systemd',
  manage_service_file => true,
}
