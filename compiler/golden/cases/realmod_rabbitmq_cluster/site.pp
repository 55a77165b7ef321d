# puppet-rabbitmq 8.5: a clustered node with TLS listeners, the management plugin over TLS,
# config and environment variables, LDAP auth, policies with definitions, shovels, exchanges,
# queues and bindings, users with tags, and several vhosts.
class { 'rabbitmq':
  erlang_cookie          => 'ERLANGCOOKIE123456',
  wipe_db_on_cookie_change => true,
  config_cluster         => true,
  cluster_nodes          => ['rabbit1', 'rabbit2', 'rabbit3'],
  cluster_node_type      => 'disc',
  cluster_partition_handling => 'pause_minority',
  ssl                    => true,
  ssl_only               => true,
  ssl_cacert             => '/etc/rabbitmq/ssl/ca.pem',
  ssl_cert               => '/etc/rabbitmq/ssl/cert.pem',
  ssl_key                => '/etc/rabbitmq/ssl/key.pem',
  ssl_versions           => ['tlsv1.2', 'tlsv1.3'],
  ssl_verify             => 'verify_peer',
  ssl_fail_if_no_peer_cert => true,
  ssl_management_port    => 15671,
  management_ssl         => true,
  ldap_auth              => true,
  ldap_server            => 'ldap.example.com',
  ldap_user_dn_pattern   => 'cn=${username},ou=People,dc=example,dc=com',
  ldap_use_ssl           => true,
  ldap_port              => 636,
  config_variables       => { 'vm_memory_high_watermark' => '0.6', 'hipe_compile' => false },
  config_kernel_variables => { 'inet_dist_listen_min' => 9100, 'inet_dist_listen_max' => 9105 },
  environment_variables  => { 'NODENAME' => 'rabbit@web01', 'SERVER_ERL_ARGS' => '"+P 1048576"' },
  config_additional_variables => { 'autocluster' => '[{consul_service, "rabbit"}]' },
  loopback_users         => [],
}
rabbitmq_vhost { ['/app', '/billing']: ensure => present }
rabbitmq_user { 'app': admin => false, password => 'app-pass', tags => ['monitoring', 'policymaker'] }
rabbitmq_user_permissions { 'app@/app': configure_permission => '.*', read_permission => '.*', write_permission => '^app-.*' }
rabbitmq_policy { 'ha-all@/app':
  pattern    => '.*',
  priority   => 0,
  applyto    => 'queues',
  definition => { 'ha-mode' => 'all', 'ha-sync-mode' => 'automatic', 'message-ttl' => 86400000 },
}
rabbitmq_exchange { 'events@/app': user => 'app', password => 'app-pass', type => 'topic', durable => true, arguments => { 'alternate-exchange' => 'unrouted' } }
rabbitmq_queue { 'audit@/app': user => 'app', password => 'app-pass', durable => true, auto_delete => false, arguments => { 'x-message-ttl' => 123, 'x-dead-letter-exchange' => 'dlx' } }
rabbitmq_binding { 'events@audit@/app': user => 'app', password => 'app-pass', destination_type => 'queue', routing_key => 'audit.#' }
rabbitmq_parameter { 'to-dc2@/app':
  component_name => 'shovel',
  value => { 'src-uri' => 'amqp://', 'src-queue' => 'audit', 'dest-uri' => 'amqp://dc2.example.com', 'dest-queue' => 'audit', 'prefetch-count' => '10', 'reconnect-delay' => '5' },
}
