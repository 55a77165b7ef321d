
Puppet::Resource::ResourceType3.new(
  'apt_key',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'fingerprint'),

    Puppet::Resource::Param(Any, 'long'),

    Puppet::Resource::Param(Any, 'short'),

    Puppet::Resource::Param(Any, 'expired'),

    Puppet::Resource::Param(Any, 'expiry'),

    Puppet::Resource::Param(Any, 'size'),

    Puppet::Resource::Param(Any, 'type'),

    Puppet::Resource::Param(Any, 'created')
  ],
  [
    Puppet::Resource::Param(Pattern[/\A(0x)?[0-9a-fA-F]{8}\Z/, /\A(0x)?[0-9a-fA-F]{16}\Z/, /\A(0x)?[0-9a-fA-F]{40}\Z/], 'id', true),

    Puppet::Resource::Param(Any, 'content'),

    Puppet::Resource::Param(Pattern[/\Ahttps?:\/\//, /\Aftp:\/\//, /\A\/\w+/], 'source'),

    Puppet::Resource::Param(Pattern[/\A((hkp|hkps|http|https):\/\/)?([a-z\d])([a-z\d-]{0,61}\.)+[a-z\d]+(:\d{2,5})?(\/[a-zA-Z\d\-_.]+)*\/?$/], 'server'),

    Puppet::Resource::Param(Any, 'options'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'refresh'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'weak_ssl'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['id']
  },
  true,
  false)
