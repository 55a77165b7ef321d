
Puppet::Resource::ResourceType3.new(
  'vs_port',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'interface'),

    Puppet::Resource::Param(Enum['system', 'internal', 'tap'], 'interface_type'),

    Puppet::Resource::Param(Enum['active-backup', 'balance-tcp', 'balance-slb', ''], 'bond_mode'),

    Puppet::Resource::Param(Enum['active', 'passive', 'off'], 'lacp'),

    Puppet::Resource::Param(Enum['fast', 'slow', ''], 'lacp_time'),

    Puppet::Resource::Param(Enum['access', 'native-tagged', 'native-untagged', 'trunk', ''], 'vlan_mode'),

    Puppet::Resource::Param(Any, 'vlan_tag'),

    Puppet::Resource::Param(Any, 'vlan_trunks')
  ],
  [
    Puppet::Resource::Param(Any, 'port', true),

    Puppet::Resource::Param(Any, 'bridge'),

    Puppet::Resource::Param(Enum['standalone', 'secure'], 'fail_mode'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['port']
  },
  true,
  false)
