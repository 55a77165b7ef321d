
Puppet::Resource::ResourceType3.new(
  'idiom_basic',
  [
    Puppet::Resource::Param(Enum['present', 'absent', 'purged'], 'ensure'),

    Puppet::Resource::Param(Any, 'members'),

    Puppet::Resource::Param(Pattern[/^[0-7]{3,4}$/], 'mode'),

    Puppet::Resource::Param(Any, 'weird_chars')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'quiet'),

    Puppet::Resource::Param(Any, 'string_name'),

    Puppet::Resource::Param(Any, 'with_label')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
