# camptocamp-kmod: generic kmod::setting entries (options of a module, an install line), loads with file paths, options with ensure absent and a blacklist with its own file.
include kmod
kmod::setting { 'zfs arc max':
  file     => '/etc/modprobe.d/zfs.conf',
  category => 'options',
  module   => 'zfs',
  option   => 'zfs_arc_max',
  value    => '4294967296',
}
kmod::setting { 'ipv6 disable':
  file     => '/etc/modprobe.d/ipv6.conf',
  category => 'options',
  module   => 'ipv6',
  option   => 'disable',
  value    => '1',
}
kmod::option { 'nf_conntrack hashsize':
  module => 'nf_conntrack',
  option => 'hashsize',
  value  => '131072',
  file   => '/etc/modprobe.d/conntrack.conf',
}
kmod::option { 'old option':
  ensure => absent,
  module => 'e1000',
  option => 'InterruptThrottleRate',
  value  => '3000',
}
kmod::load { 'nf_conntrack': }
kmod::load { 'dummy': ensure => absent }
kmod::blacklist { 'nouveau':
  file => '/etc/modprobe.d/blacklist-nouveau.conf',
}
kmod::install { 'usb-storage':
  command => '/bin/false',
}
