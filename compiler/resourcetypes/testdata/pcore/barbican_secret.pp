
Puppet::Resource::ResourceType3.new(
  'barbican_secret',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/.*/], 'payload')
  ],
  [
    Puppet::Resource::Param(Pattern[/.*/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
