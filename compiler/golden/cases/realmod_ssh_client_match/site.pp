# saz-ssh 2.8.1: client and server with options, sshd match blocks (user and group), a host key
# from content, per-user client configs (with and without a target), storeconfigs disabled.
class { 'ssh':
  storeconfigs_enabled => false,
  server_options       => {
    'PasswordAuthentication' => 'no',
    'PermitRootLogin'        => 'without-password',
    'Port'                   => [22, 2222],
    'AllowGroups'            => ['ssh-users', 'admins'],
    'Match User backup'      => { 'ForceCommand' => 'internal-sftp', 'ChrootDirectory' => '/srv/backup' },
  },
  client_options       => {
    'Host *.internal' => { 'ProxyJump' => 'bastion.example.com', 'User' => 'ops' },
    'ServerAliveInterval' => 30,
  },
  users_client_options => {
    'deploy' => { 'options' => { 'Host git' => { 'HostName' => 'git.example.com', 'IdentityFile' => '~/.ssh/deploy' } } },
  },
}
ssh::server::match_block { 'sftp':
  type    => 'group',
  options => { 'ChrootDirectory' => '/srv/sftp/%u', 'ForceCommand' => 'internal-sftp', 'AllowTcpForwarding' => 'no' },
}
ssh::server::match_block { 'admin': options => { 'X11Forwarding' => 'yes' }, order => 60 }
ssh::server::host_key { 'ssh_host_ed25519_key':
  public_key_content  => 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExampleOnly root@web01',
  private_key_content => "-----BEGIN OPENSSH PRIVATE KEY-----\nexample\n-----END OPENSSH PRIVATE KEY-----\n",
}
ssh::client::config::user { 'backup':
  target  => '/srv/backup/.ssh/config',
  options => { 'Host offsite' => { 'HostName' => 'offsite.example.com', 'Port' => 2222 } },
}
ssh::client::config::user { 'jenkins':
  user_home_dir       => '/var/lib/jenkins',
  manage_user_ssh_dir => false,
  options             => { 'StrictHostKeyChecking' => 'no' },
}
