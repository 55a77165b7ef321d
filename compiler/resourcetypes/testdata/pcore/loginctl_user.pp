
Puppet::Resource::ResourceType3.new(
  'loginctl_user',
  [
    Puppet::Resource::Param(Enum['enabled', 'disabled'], 'linger')
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
