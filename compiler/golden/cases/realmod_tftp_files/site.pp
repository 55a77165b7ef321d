# puppetlabs-tftp 0.2.3: the tftp server (standalone) and files and directories under its root.
class { 'tftp':
  directory => '/srv/tftp',
  address   => '10.0.0.5',
  options   => '--secure --create',
  inetd     => false,
}
tftp::file { 'pxelinux.0':
  source => 'puppet:///modules/tftp/pxelinux.0',
}
tftp::file { 'pxelinux.cfg':
  ensure => directory,
}
tftp::file { 'pxelinux.cfg/default':
  content => "DEFAULT menu.c32\nPROMPT 0\n",
}
