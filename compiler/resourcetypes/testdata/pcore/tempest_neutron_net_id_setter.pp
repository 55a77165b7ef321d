
Puppet::Resource::ResourceType3.new(
  'tempest_neutron_net_id_setter',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'tempest_conf_path'),

    Puppet::Resource::Param(Any, 'network_name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
