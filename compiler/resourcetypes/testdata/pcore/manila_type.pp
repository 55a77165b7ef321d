
Puppet::Resource::ResourceType3.new(
  'manila_type',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+/], 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'is_public'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'driver_handles_share_servers'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'snapshot_support'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'create_share_from_snapshot_support'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'revert_to_snapshot_support'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'mount_snapshot_support'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
