# openstack heat 21 (the APIs under apache wsgi, the stack domain, engine options) and horizon
# 21 (SSL, many local_settings options, policy files, a custom theme) on one controller.
class { 'heat::db': database_connection => 'mysql+pymysql://heat:he-db@10.0.0.5/heat' }
class { 'heat::keystone::authtoken': password => 'heat-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'heat': default_transport_url => 'rabbit://heat:secret@10.0.0.5:5672/', region_name => 'RegionOne' }
class { 'heat::engine':
  auth_encryption_key           => '1234567890abcdef1234567890abcdef',
  heat_metadata_server_url      => 'http://10.0.0.5:8000',
  heat_waitcondition_server_url => 'http://10.0.0.5:8000/v1/waitcondition',
  num_engine_workers            => 4,
  max_resources_per_stack       => 2000,
}
class { 'heat::keystone::domain': domain_password => 'heat-domain-pass', manage_domain => true }
class { 'heat::api': service_name => 'httpd' }
class { 'heat::wsgi::apache_api': ssl => false, bind_host => '10.0.0.5' }
class { 'heat::api_cfn': service_name => 'httpd' }
class { 'heat::wsgi::apache_api_cfn': ssl => false, bind_host => '10.0.0.5' }
class { 'horizon':
  secret_key           => 'horizon-secret',
  servername           => 'dashboard.example.com',
  server_aliases       => ['dashboard.example.com', 'horizon.example.com'],
  allowed_hosts        => ['dashboard.example.com', 'horizon.example.com'],
  listen_ssl           => true,
  ssl_redirect         => true,
  ssl_cert             => '/etc/ssl/horizon.pem',
  ssl_key              => '/etc/ssl/horizon.key',
  ssl_ca               => '/etc/ssl/ca.pem',
  ssl_verify_client    => 'optional',
  keystone_url         => 'https://keystone.example.com:5000',
  keystone_multidomain_support => true,
  keystone_default_domain => 'Default',
  cache_backend        => 'django.core.cache.backends.memcached.PyMemcacheCache',
  cache_server_ip      => ['10.0.0.5', '10.0.0.6'],
  session_timeout      => 7200,
  password_autocomplete => 'off',
  neutron_options      => { 'enable_router' => true, 'enable_quotas' => true, 'enable_ha_router' => true },
  instance_options     => { 'disable_image' => true },
  available_themes     => [{ 'name' => 'default', 'label' => 'Default', 'path' => 'themes/default' }, { 'name' => 'corp', 'label' => 'Corp', 'path' => 'themes/corp' }],
  default_theme        => 'corp',
  api_versions         => { 'identity' => 3, 'volume' => 3 },
  help_url             => 'https://docs.example.com',
  websso_enabled       => true,
  websso_initial_choice => 'oidc',
  websso_choices       => [['credentials', 'Keystone Credentials'], ['oidc', 'OpenID Connect']],
}
