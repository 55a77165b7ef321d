
Puppet::Resource::ResourceType3.new(
  'sysctl_runtime',
  [
    Puppet::Resource::Param(Any, 'val')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
