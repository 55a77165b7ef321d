
Puppet::Resource::ResourceType3.new(
  'mount',
  [
    Puppet::Resource::Param(Enum['defined', 'present', 'unmounted', 'absent', 'mounted'], 'ensure'),

    Puppet::Resource::Param(Any, 'device'),

    Puppet::Resource::Param(Any, 'blockdevice'),

    Puppet::Resource::Param(Any, 'fstype'),

    Puppet::Resource::Param(Any, 'options'),

    Puppet::Resource::Param(Any, 'pass'),

    Puppet::Resource::Param(Any, 'atboot'),

    Puppet::Resource::Param(Pattern[/(0|1)/], 'dump'),

    Puppet::Resource::Param(Any, 'target')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'remounts'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
