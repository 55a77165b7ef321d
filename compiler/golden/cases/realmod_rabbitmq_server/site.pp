# puppet-rabbitmq 8.5.0: a clustered server with config and environment variables, SSL, the
# management plugin, vhosts, users, permissions, policies and plugins (native types).
class { 'rabbitmq':
  repos_ensure          => false,
  delete_guest_user     => true,
  erlang_cookie         => 'A_SECRET_COOKIE_STRING',
  config_cluster        => true,
  cluster_nodes         => ['rabbit1', 'rabbit2'],
  cluster_node_type     => 'disc',
  node_ip_address       => '10.0.0.5',
  ssl                   => true,
  ssl_cacert            => '/etc/rabbitmq/ssl/ca.pem',
  ssl_cert              => '/etc/rabbitmq/ssl/cert.pem',
  ssl_key               => '/etc/rabbitmq/ssl/key.pem',
  ssl_versions          => ['tlsv1.2', 'tlsv1.3'],
  config_variables      => { 'hipe_compile' => true, 'frame_max' => 131072, 'log_levels' => '[{connection, info}]' },
  environment_variables => { 'NODENAME' => 'rabbit@web01', 'SERVICENAME' => 'RabbitMQ' },
  config_kernel_variables => { 'inet_dist_listen_min' => 9100, 'inet_dist_listen_max' => 9105 },
  file_limit            => 65536,
}
rabbitmq_vhost { '/app': ensure => present }
rabbitmq_user { 'app':
  admin    => false,
  password => 'app-pass',
  tags     => ['monitoring'],
}
rabbitmq_user_permissions { 'app@/app':
  configure_permission => '.*',
  read_permission      => '.*',
  write_permission     => '.*',
}
rabbitmq_policy { 'ha-all@/app':
  pattern    => '.*',
  priority   => 0,
  applyto    => 'all',
  definition => { 'ha-mode' => 'all', 'ha-sync-mode' => 'automatic' },
}
rabbitmq_plugin { 'rabbitmq_shovel': ensure => present }
