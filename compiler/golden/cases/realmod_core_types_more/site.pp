# cron_core, host_core, mount_core, mailalias_core, augeas_core: the variants a site writes (special times, environment, arrays, purge of hosts, bind mounts, augeas onlyif/incl/lens).
cron { 'logrotate-hourly':
  command     => '/usr/sbin/logrotate /etc/logrotate.hourly.conf',
  user        => 'root',
  special     => 'hourly',
  environment => ['PATH=/usr/sbin:/usr/bin:/sbin:/bin', 'MAILTO=ops@example.com'],
}
cron { 'backup':
  ensure   => present,
  command  => '/usr/local/bin/backup.sh > /dev/null 2>&1',
  user     => 'backup',
  hour     => [2, 14],
  minute   => '*/15',
  weekday  => ['1-5'],
  monthday => absent,
}
cron { 'old-job':
  ensure => absent,
  command => '/bin/true',
  user    => 'root',
}
host { 'db01.example.com':
  ip           => '10.0.0.21',
  host_aliases => ['db01', 'mysql'],
  comment      => 'primary database',
}
host { 'localhost6':
  ensure => absent,
}
host { 'ipv6-gw':
  ip     => 'fe80::1',
  target => '/etc/hosts',
}
mount { '/srv/data':
  ensure  => mounted,
  device  => 'UUID=7d9c9c1e-1111-2222-3333-444455556666',
  fstype  => 'ext4',
  options => 'defaults,noatime',
  dump    => 0,
  pass    => 2,
  atboot  => true,
}
mount { '/var/www':
  ensure  => mounted,
  device  => '/srv/data/www',
  fstype  => 'none',
  options => 'bind',
  require => Mount['/srv/data'],
}
mount { '/mnt/nfs':
  ensure   => defined,
  device   => 'nfs.example.com:/export',
  fstype   => 'nfs',
  options  => 'rw,hard,intr',
  remounts => false,
}
mailalias { 'root':
  recipient => ['ops@example.com', 'admin@example.com'],
}
mailalias { 'postmaster':
  recipient => 'root',
  target    => '/etc/aliases',
}
augeas { 'sshd_config':
  context => '/files/etc/ssh/sshd_config',
  changes => ['set PermitRootLogin no', 'set PasswordAuthentication no', 'rm Banner'],
  onlyif  => 'get PermitRootLogin != no',
}
augeas { 'sysctl-forward':
  incl    => '/etc/sysctl.d/90-forward.conf',
  lens    => 'Sysctl.lns',
  changes => 'set net.ipv4.ip_forward 1',
  notify  => Exec['sysctl-reload'],
}
exec { 'sysctl-reload':
  command     => '/sbin/sysctl --system',
  refreshonly => true,
}
resources { 'host':
  purge => true,
}
