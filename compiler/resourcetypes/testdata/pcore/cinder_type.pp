
Puppet::Resource::ResourceType3.new(
  'cinder_type',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'properties'),

    Puppet::Resource::Param(Any, 'access_project_ids')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+/], 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'is_public'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
