
Puppet::Resource::ResourceType3.new(
  'keystone_service',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'description')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+/], 'name', true),

    Puppet::Resource::Param(Any, 'type', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:]|:[^:])+))$/ => ['name', 'type'],
    /^((?-mix:(?:[^:]|:[^:])+))$/ => ['name']
  },
  true,
  false)
