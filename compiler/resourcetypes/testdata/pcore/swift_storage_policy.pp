
Puppet::Resource::ResourceType3.new(
  'swift_storage_policy',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/[a-zA-Z\d\-]+/], 'policy_name'),

    Puppet::Resource::Param(Pattern[/([a-zA-Z\d\-]+,\s)+/], 'aliases'),

    Puppet::Resource::Param(Pattern[/(?i-mx:(replication)|(erasure_coding))/], 'policy_type'),

    Puppet::Resource::Param(Pattern[/(true)|(false)/], 'default'),

    Puppet::Resource::Param(Pattern[/(?i-mx:(yes)|(no))/], 'deprecated'),

    Puppet::Resource::Param(Pattern[/\w+/], 'ec_type'),

    Puppet::Resource::Param(Pattern[/\d+/], 'ec_num_data_fragments'),

    Puppet::Resource::Param(Pattern[/\d+/], 'ec_num_parity_fragments'),

    Puppet::Resource::Param(Pattern[/\d+/], 'ec_object_segment_size')
  ],
  [
    Puppet::Resource::Param(Pattern[/\d+/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
