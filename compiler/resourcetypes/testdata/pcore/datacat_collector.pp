
Puppet::Resource::ResourceType3.new(
  'datacat_collector',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Any, 'collects'),

    Puppet::Resource::Param(Any, 'target_resource'),

    Puppet::Resource::Param(Any, 'target_field'),

    Puppet::Resource::Param(Any, 'source_key'),

    Puppet::Resource::Param(Any, 'template'),

    Puppet::Resource::Param(Any, 'template_body'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
