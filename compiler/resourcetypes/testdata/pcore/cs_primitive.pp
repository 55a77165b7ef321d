
Puppet::Resource::ResourceType3.new(
  'cs_primitive',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'parameters'),

    Puppet::Resource::Param(Any, 'operations'),

    Puppet::Resource::Param(Any, 'utilization'),

    Puppet::Resource::Param(Any, 'metadata'),

    Puppet::Resource::Param(Any, 'ms_metadata'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'promotable')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'primitive_class'),

    Puppet::Resource::Param(Any, 'primitive_type'),

    Puppet::Resource::Param(Any, 'provided_by'),

    Puppet::Resource::Param(Any, 'cib'),

    Puppet::Resource::Param(Any, 'unmanaged_metadata'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
