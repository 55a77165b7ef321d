
Puppet::Resource::ResourceType3.new(
  'ssh_authorized_key',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Enum['ssh-dss', 'dsa', 'ssh-rsa', 'rsa', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'ssh-ed25519', 'ed25519', 'sk-ecdsa-sha2-nistp256@openssh.com', 'ecdsa-sk', 'sk-ssh-ed25519@openssh.com', 'ed25519-sk', 'ssh-rsa-cert-v01@openssh.com', 'ssh-ed25519-cert-v01@openssh.com', 'ssh-dss-cert-v01@openssh.com', 'ecdsa-sha2-nistp256-cert-v01@openssh.com', 'ecdsa-sha2-nistp384-cert-v01@openssh.com', 'ecdsa-sha2-nistp521-cert-v01@openssh.com'], 'type'),

    Puppet::Resource::Param(Any, 'key'),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Any, 'target'),

    Puppet::Resource::Param(Any, 'options')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'drop_privileges'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
