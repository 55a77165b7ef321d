# QA-FORGE-7: voxpupuli-augeasproviders_ssh's ssh_config and sshd_config_subsystem types (code index
# 1fd48925; a non-ASCII name in a comment, defaultto with a block) declared as the README shows.
ssh_config { 'ForwardAgent':
  ensure => present,
  value  => 'yes',
}
ssh_config { 'Ciphers for bastion':
  key    => 'Ciphers',
  host   => 'bastion.example.com',
  value  => ['aes256-gcm@openssh.com', 'chacha20-poly1305@openssh.com'],
  target => '/etc/ssh/ssh_config.d/bastion.conf',
}
ssh_config { 'SendEnv':
  value   => ['LANG', 'LC_*'],
  comment => 'locale',
}
sshd_config_subsystem { 'sftp':
  ensure  => present,
  command => '/usr/lib/openssh/sftp-server -f AUTHPRIV -l INFO',
}
