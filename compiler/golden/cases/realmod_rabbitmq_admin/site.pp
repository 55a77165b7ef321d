# puppet-rabbitmq 8.5: a standalone broker from the packagecloud apt repository (apt pin and key),
# rabbitmqadmin installed from the management plugin, the management listener on an address,
# STOMP and shovel configuration, a default user and vhost limits through policies.
class { 'rabbitmq':
  repos_ensure          => true,
  package_apt_pin       => '1000',
  admin_enable          => true,
  management_ip_address => '127.0.0.1',
  management_port       => 15672,
  default_user          => 'admin',
  default_pass          => 'admin-pass',
  config_stomp          => true,
  stomp_port            => 61613,
  stomp_ensure          => true,
  config_shovel         => true,
  config_shovel_statics => { 'audit' => '[{sources, [{broker, "amqp://"}, {declarations, [{\'queue.declare\', [{queue, <<"audit">>}]}]}]}, {destinations, [{broker, "amqp://dc2"}]}]' },
  heartbeat             => 60,
  tcp_keepalive         => true,
  tcp_backlog           => 256,
  interface             => '0.0.0.0',
  port                  => 5672,
  loopback_users        => ['guest'],
  manage_python         => false,
}
rabbitmq_vhost { 'reports': ensure => present }
rabbitmq_policy { 'limits@reports':
  pattern    => '^q\.',
  priority   => 1,
  applyto    => 'queues',
  definition => { 'max-length' => 10000, 'overflow' => 'reject-publish', 'expires' => 3600000 },
}
rabbitmq_user { 'reporter': password => 'rep-pass', tags => ['management'] }
rabbitmq_user_permissions { 'reporter@reports': configure_permission => '^$', read_permission => '.*', write_permission => '^$' }
rabbitmq_erlang_cookie { '/var/lib/rabbitmq/.erlang.cookie':
  content      => 'COOKIEVALUE0123456789',
  force        => true,
  rabbitmq_user  => 'rabbitmq',
  rabbitmq_group => 'rabbitmq',
  rabbitmq_home  => '/var/lib/rabbitmq',
  service_name   => 'rabbitmq-server',
}
