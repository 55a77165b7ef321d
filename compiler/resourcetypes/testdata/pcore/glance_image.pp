
Puppet::Resource::ResourceType3.new(
  'glance_image',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}/], 'id'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(y|Y)es/, /(n|N)o/, /(t|T)rue/, /(f|F)alse/]], 'is_public'),

    Puppet::Resource::Param(Enum['ami', 'ari', 'aki', 'bare', 'ovf'], 'container_format'),

    Puppet::Resource::Param(Enum['ami', 'ari', 'aki', 'vhd', 'vmdk', 'raw', 'qcow2', 'vdi', 'iso', 'ploop'], 'disk_format'),

    Puppet::Resource::Param(Pattern[/\d+/], 'min_ram'),

    Puppet::Resource::Param(Pattern[/\d+/], 'min_disk'),

    Puppet::Resource::Param(Any, 'project_id'),

    Puppet::Resource::Param(Any, 'properties'),

    Puppet::Resource::Param(Pattern[/\S+/], 'image_tag')
  ],
  [
    Puppet::Resource::Param(Pattern[/.*/], 'name', true),

    Puppet::Resource::Param(Pattern[/\S+/], 'location'),

    Puppet::Resource::Param(Pattern[/\S+/], 'source'),

    Puppet::Resource::Param(Pattern[/\S+/], 'proxy'),

    Puppet::Resource::Param(Any, 'project_name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
