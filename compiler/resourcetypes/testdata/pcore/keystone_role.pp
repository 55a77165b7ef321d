
Puppet::Resource::ResourceType3.new(
  'keystone_role',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
