
Puppet::Resource::ResourceType3.new(
  'cs_clone',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'primitive'),

    Puppet::Resource::Param(Any, 'group'),

    Puppet::Resource::Param(Variant[Enum['absent'], Pattern[/\d+/]], 'clone_max'),

    Puppet::Resource::Param(Variant[Enum['absent'], Pattern[/\d+/]], 'clone_node_max'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'absent']], 'notify_clones'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'absent']], 'globally_unique'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'absent']], 'ordered'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'absent']], 'interleave')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'cib'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
