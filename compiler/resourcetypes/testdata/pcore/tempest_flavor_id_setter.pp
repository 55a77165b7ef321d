
Puppet::Resource::ResourceType3.new(
  'tempest_flavor_id_setter',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'tempest_conf_path'),

    Puppet::Resource::Param(Any, 'flavor_name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
