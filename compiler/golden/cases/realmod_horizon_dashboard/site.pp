# openstack horizon 21: the dashboard served by Apache, with memcached sessions, SSL, Keystone
# multi-domain support and a custom local_settings (a large ERB template).
class { 'horizon':
  secret_key                 => 'horizon-secret-key',
  cache_server_ip            => ['10.0.0.5', '10.0.0.6'],
  cache_server_port          => '11211',
  keystone_url               => 'https://keystone.example.com:5000',
  allowed_hosts              => ['dashboard.example.com', $facts['networking']['fqdn']],
  servername                 => 'dashboard.example.com',
  keystone_multidomain_support => true,
  keystone_default_domain    => 'Default',
  api_versions               => { 'identity' => 3, 'image' => 2, 'volume' => 3 },
  neutron_options            => { 'enable_router' => true, 'enable_lb' => false, 'enable_firewall' => false },
  timezone                   => 'Europe/Paris',
  password_retrieve          => true,
}
