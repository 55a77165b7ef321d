# Resources of the Debian modules' Ruby types (archive, vcsrepo, augeas, mount, host, ssh_authorized_key, sshkey,
# cron, mailalias, selboolean, selmodule, posix_acl, sysctl, sysctl_runtime, wait_for) with the parameters
# their READMEs show: Punch must know each type's parameters from lib/puppet/type (QA-FORGE-3).
archive { '/tmp/jta-1.1.jar':
  ensure        => present,
  extract       => true,
  extract_path  => '/tmp',
  source        => 'http://central.maven.org/maven2/javax/transaction/jta/1.1/jta-1.1.jar',
  checksum      => '2ca09f0b36ca7d71b762e14ea2ff09d5eac57558',
  checksum_type => 'sha1',
  creates       => '/tmp/javax',
  cleanup       => true,
  user          => 'root',
  group         => 'root',
}
archive { 'apache-tomcat':
  path         => '/tmp/apache-tomcat.tar.gz',
  source       => 's3://bucket/apache-tomcat.tar.gz',
  extract      => true,
  extract_path => '/opt',
  extract_flags => '-xzf',
  proxy_server => 'http://proxy:8080',
  allow_insecure => true,
}
vcsrepo { '/path/to/repo':
  ensure   => present,
  provider => git,
  source   => { 'origin' => 'https://github.com/puppetlabs/puppetlabs-vcsrepo.git', 'other' => 'https://x/y.git' },
  revision => 'main',
  depth    => 1,
  owner    => 'root',
}
augeas { 'sshd_config':
  context => '/files/etc/ssh/sshd_config',
  changes => ['set PermitRootLogin no', 'set PasswordAuthentication no'],
  onlyif  => 'get PermitRootLogin != no',
  incl    => '/etc/ssh/sshd_config',
  lens    => 'Sshd.lns',
}
mount { '/mnt/data':
  ensure  => mounted,
  device  => '/dev/sdb1',
  fstype  => 'ext4',
  options => 'defaults,noatime',
  atboot  => true,
  pass    => 2,
  dump    => 0,
}
host { 'db.example.com':
  ip           => '10.0.0.5',
  host_aliases => ['db', 'database'],
  comment      => 'database',
}
ssh_authorized_key { 'nick@magpie.example.com':
  ensure  => present,
  user    => 'nick',
  type    => 'ssh-rsa',
  key     => 'AAAAB3Nza[...]qXfdaQ==',
  options => ['no-pty', 'from="10.0.0.0/8"'],
}
sshkey { 'github.com':
  ensure       => present,
  type         => 'ssh-ed25519',
  key          => 'AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
  host_aliases => ['gh'],
}
cron { 'logrotate':
  command  => '/usr/sbin/logrotate',
  user     => 'root',
  hour     => 2,
  minute   => '*/10',
  weekday  => ['1', '3'],
  environment => ['MAILTO=root', 'PATH=/bin'],
}
mailalias { 'postmaster': recipient => ['root', 'ops@example.com'] }
selboolean { 'httpd_can_network_connect': value => on, persistent => true }
selmodule { 'mymodule': ensure => present, selmoduledir => '/usr/share/selinux/targeted' }
posix_acl { '/var/log/httpd':
  action     => set,
  permission => ['user::rwx', 'group::---', 'mask::r-x', 'other::---', 'group:logview:r-x'],
  provider   => posixacl,
  recursive  => false,
}
sysctl { 'net.ipv4.ip_forward': ensure => present, val => '1', target => '/etc/sysctl.d/10-fwd.conf' }
sysctl_runtime { 'net.ipv4.tcp_syncookies': val => '1' }
wait_for { 'a_minute': seconds => 60 }
wait_for { 'echo foo': regex => 'foo', exit_code => 0, polling_frequency => 0.5, max_retries => 5 }
