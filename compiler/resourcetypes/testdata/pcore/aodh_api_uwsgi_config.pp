
Puppet::Resource::ResourceType3.new(
  'aodh_api_uwsgi_config',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/^[\S ]*$/], 'value')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+\/\S+/], 'name', true),

    Puppet::Resource::Param(Any, 'ensure_absent_val'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
