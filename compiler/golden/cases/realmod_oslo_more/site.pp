# openstack oslo 21: the oslo defines realmod_openstacklib_oslo does not use (coordination with a
# backend package, policy with scope enforcement, CORS, healthcheck, privsep, versioned objects,
# AMQP 1.0 messaging with SASL) on nova_config and glance_api_config resources.
oslo::coordination { 'nova_config': backend_url => 'redis://:pass@10.0.0.5:6379/' }
oslo::coordination { 'glance_api_config': backend_url => 'etcd3+http://10.0.0.5:2379', manage_backend_package => false }
oslo::policy { 'nova_config':
  enforce_scope        => true,
  enforce_new_defaults => true,
  policy_file          => '/etc/nova/policy.yaml',
  policy_dirs          => ['policy.d', '/etc/nova/extra-policy.d'],
}
oslo::cors { 'nova_config':
  allowed_origin    => ['https://dashboard.example.com', 'https://admin.example.com'],
  allow_credentials => true,
  expose_headers    => ['X-Auth-Token', 'X-Subject-Token'],
  max_age           => 3600,
  allow_methods     => ['GET', 'POST', 'PUT', 'DELETE'],
}
oslo::healthcheck { 'nova_config':
  detailed             => true,
  backends             => ['disable_by_file'],
  disable_by_file_path => '/etc/nova/healthcheck_disable',
}
oslo::privsep { 'vif_plug_ovs':
  config           => 'nova_config',
  user             => 'nova',
  thread_pool_size => 8,
  helper_command   => 'sudo nova-rootwrap /etc/nova/rootwrap.conf privsep-helper',
}
oslo::versionedobjects { 'nova_config': fatal_exception_format_errors => true }
oslo::messaging::amqp { 'glance_api_config':
  addressing_mode => 'dynamic',
  idle_timeout    => 30,
  ssl             => true,
  ssl_ca_file     => '/etc/ssl/ca.pem',
  sasl_mechanisms => 'PLAIN',
  username        => 'glance',
  password        => 'glance-amqp',
}
