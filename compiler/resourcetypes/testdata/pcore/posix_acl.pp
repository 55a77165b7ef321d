
Puppet::Resource::ResourceType3.new(
  'posix_acl',
  [
    Puppet::Resource::Param(Any, 'permission')
  ],
  [
    Puppet::Resource::Param(Enum['set', 'unset', 'exact', 'purge'], 'action'),

    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Enum['lazy', 'deep'], 'recursemode'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'recursive'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
