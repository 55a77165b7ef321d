
Puppet::Resource::ResourceType3.new(
  'openstack_config',
  [

  ],
  [
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
  },
  true,
  false)
