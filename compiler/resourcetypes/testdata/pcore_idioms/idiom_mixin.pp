
Puppet::Resource::ResourceType3.new(
  'idiom_mixin',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'db_secret'),

    Puppet::Resource::Param(Any, 'path', true)
  ],
  {
    /^((?-mix:[^\/]+))\/((?-mix:[^\/]+))$/ => ['path', 'name'],
    /^((?-mix:[^\/]+))$/ => ['name']
  },
  true,
  false)
