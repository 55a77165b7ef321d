
Puppet::Resource::ResourceType3.new(
  'sshkey',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'key'),

    Puppet::Resource::Param(Any, 'host_aliases'),

    Puppet::Resource::Param(Any, 'target')
  ],
  [
    Puppet::Resource::Param(Enum['ssh-dss', 'dsa', 'ssh-ed25519', 'ed25519', 'ssh-rsa', 'rsa', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'sk-ecdsa-sha2-nistp256@openssh.com', 'ecdsa-sk', 'sk-ssh-ed25519@openssh.com', 'ed25519-sk'], 'type', true),

    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^(.*?)@(.*)$/ => ['name', 'type'],
    /^([^@]+)$/ => ['name']
  },
  true,
  false)
