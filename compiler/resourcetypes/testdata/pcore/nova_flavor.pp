
Puppet::Resource::ResourceType3.new(
  'nova_flavor',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'project'),

    Puppet::Resource::Param(Any, 'project_name'),

    Puppet::Resource::Param(Any, 'properties')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'ram'),

    Puppet::Resource::Param(Any, 'disk'),

    Puppet::Resource::Param(Any, 'vcpus'),

    Puppet::Resource::Param(Any, 'ephemeral'),

    Puppet::Resource::Param(Any, 'swap'),

    Puppet::Resource::Param(Any, 'rxtx_factor'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(y|Y)es/, /(n|N)o/, /(t|T)rue/, /(f|F)alse/]], 'is_public'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
