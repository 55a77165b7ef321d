# The core types split out of Puppet 6 into modules (host_core, mount_core, cron_core,
# sshkeys_core, mailalias, selinux_core, augeas_core) used as a base profile does.
host { 'db.example.com':
  ip           => '10.0.0.20',
  host_aliases => ['db', 'mysql'],
}
mount { '/srv/data':
  ensure  => mounted,
  device  => 'UUID=1234-abcd',
  fstype  => 'ext4',
  options => 'defaults,noatime',
  dump    => 0,
  pass    => 2,
}
cron { 'logrotate-hourly':
  command => '/usr/sbin/logrotate /etc/logrotate.hourly.conf',
  user    => 'root',
  minute  => 5,
  hour    => '*',
  environment => ['MAILTO=ops@example.com'],
}
sshkey { 'github.com':
  ensure => present,
  type   => 'ssh-ed25519',
  key    => 'AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
}
ssh_authorized_key { 'deploy@laptop':
  ensure => present,
  user   => 'deploy',
  type   => 'ssh-ed25519',
  key    => 'AAAAC3NzaC1lZDI1NTE5AAAAIDeployKeyExampleOnlyNotRealKeyMaterial000',
  options => ['from="10.0.0.0/8"', 'no-pty'],
}
mailalias { 'postmaster':
  ensure    => present,
  recipient => ['root', 'ops@example.com'],
}
selboolean { 'httpd_can_network_connect':
  value      => on,
  persistent => true,
}
augeas { 'sshd_config-usedns':
  context => '/files/etc/ssh/sshd_config',
  changes => ['set UseDNS no'],
  onlyif  => 'get UseDNS != no',
}
