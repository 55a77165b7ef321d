
Puppet::Resource::ResourceType3.new(
  'mistral_workflow',
  [
    Puppet::Resource::Param(Enum['present', 'absent', 'latest'], 'ensure'),

    Puppet::Resource::Param(Pattern[/[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}/], 'id')
  ],
  [
    Puppet::Resource::Param(Pattern[/.*/], 'name', true),

    Puppet::Resource::Param(Pattern[/.*/], 'definition_file'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'is_public'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
