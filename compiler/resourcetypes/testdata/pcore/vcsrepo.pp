
Puppet::Resource::ResourceType3.new(
  'vcsrepo',
  [
    Puppet::Resource::Param(Enum['present', 'bare', 'absent', 'latest'], 'ensure'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'revision')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Any, 'source'),

    Puppet::Resource::Param(Any, 'fstype'),

    Puppet::Resource::Param(Any, 'owner'),

    Puppet::Resource::Param(Any, 'group'),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Any, 'excludes'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'force'),

    Puppet::Resource::Param(Any, 'compression'),

    Puppet::Resource::Param(Any, 'basic_auth_username'),

    Puppet::Resource::Param(Any, 'basic_auth_password'),

    Puppet::Resource::Param(Any, 'identity'),

    Puppet::Resource::Param(Any, 'module'),

    Puppet::Resource::Param(Any, 'remote'),

    Puppet::Resource::Param(Any, 'configuration'),

    Puppet::Resource::Param(Any, 'cvs_rsh'),

    Puppet::Resource::Param(Any, 'depth'),

    Puppet::Resource::Param(Any, 'branch'),

    Puppet::Resource::Param(Any, 'p4config'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'submodules'),

    Puppet::Resource::Param(Any, 'conflict'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
