# etcddiscovery 0.1 (an ini-style config type) and openstack_extras 21: the Debian extrepo
# repository, an openrc auth file and a pacemaker-managed service.
class { 'etcddiscovery':
  prefix_url => 'https://discovery.example.com',
  web_service_address => '10.0.0.5:8087',
}
class { 'openstack_extras::repo::debian::debian':
  release => 'zed',
  use_extrepo => false,
  source_hash => { 'local' => { 'location' => 'http://repo.example.com/debian', 'release' => 'bookworm', 'repos' => 'main' } },
}
class { 'openstack_extras::auth_file':
  password => 'admin-pass',
  project_domain_name => 'Default',
  compute_api_version => '2.60',
  auth_url => 'https://keystone.example.com:5000/v3/',
  region_name => 'RegionTwo',
}
service { 'haproxy': ensure => running }
openstack_extras::pacemaker::service { 'haproxy':
  operations => { 'monitor' => { 'interval' => '20s' } },
  metadata => { 'resource-stickiness' => '100' },
  clone => true,
  primitive_class => 'systemd',
}
