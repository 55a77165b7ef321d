
Puppet::Resource::ResourceType3.new(
  'gitremote',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'url'),

    Puppet::Resource::Param(Any, 'fetches')
  ],
  [
    Puppet::Resource::Param(Any, 'name'),

    Puppet::Resource::Param(Any, 'remotename'),

    Puppet::Resource::Param(Any, 'directory'),

    Puppet::Resource::Param(Any, 'confowner'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
