
Puppet::Resource::ResourceType3.new(
  'keystone_endpoint',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'public_url'),

    Puppet::Resource::Param(Any, 'internal_url'),

    Puppet::Resource::Param(Any, 'admin_url')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'region', true),

    Puppet::Resource::Param(Any, 'type', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^((?-mix:[^\/]+))\/((?-mix:(?:[^:]|:[^:])+))::((?-mix:.+))$/ => ['region', 'name', 'type'],
    /^((?-mix:[^\/]+))\/((?-mix:(?:[^:]|:[^:])+))$/ => ['region', 'name'],
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:.+))$/ => ['name', 'type'],
    /^((?-mix:(?:[^:]|:[^:])+))$/ => ['name']
  },
  true,
  false)
