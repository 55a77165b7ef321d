# puppet-horizon: the dashboard with the heat, designate, manila and octavia dashboard plugins and their policies, with the openstacklib facts.
class { 'horizon':
  secret_key    => 'horizon_secret_key',
  allowed_hosts => ['*'],
  policy_files_path => '/etc/openstack-dashboard',
  cache_backend => 'django.core.cache.backends.locmem.LocMemCache',
}
include horizon::policy
class { 'horizon::dashboards::heat':
  enable_user_pass => false,
  template_generator_api_timeout => 60,
}
include horizon::dashboards::designate
class { 'horizon::dashboards::manila':
  manila_options => { 'enable_share_groups' => true, 'enable_replication' => false },
}
class { 'horizon::dashboards::octavia':
  policies => { 'os_load-balancer_api:loadbalancer:get_all' => { 'key' => 'os_load-balancer_api:loadbalancer:get_all', 'value' => 'rule:load-balancer:read' } },
}
