# openstack tempest 21: a tempest.conf for a cloud (image and network ids not looked up: their
# setter types need openstacklib Ruby code Puppet cannot load on a compile server), service
# availability flags, admin credentials), installed from packages with the magnum plugin.
class { 'tempest':
  install_from_source  => false,
  git_clone            => false,
  setup_venv           => false,
  configure_images     => false,
  image_name           => 'cirros',
  image_name_alt       => 'cirros-alt',
  configure_networks   => false,
  public_network_name  => 'public',
  identity_uri_v3      => 'https://keystone.example.com:5000/v3',
  admin_username       => 'admin',
  admin_password       => 'admin-pass',
  admin_project_name   => 'admin',
  flavor_ref           => '1',
  flavor_ref_alt       => '2',
  cinder_available     => true,
  glance_available     => true,
  neutron_available    => true,
  nova_available       => true,
  swift_available      => false,
  heat_available       => true,
  debug                => true,
}
class { 'tempest::magnum':
  tempest_config_file => '/etc/tempest/tempest.conf',
  image_name          => 'fedora-coreos',
  nic_id              => 'public',
}
