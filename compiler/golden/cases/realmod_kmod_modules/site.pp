# camptocamp-kmod 2.1.0: loading, blacklisting, options, aliases and install commands (augeas resources).
include kmod
kmod::load { 'br_netfilter': }
kmod::load { 'overlay': }
kmod::blacklist { 'pcspkr': }
kmod::blacklist { 'floppy': file => '/etc/modprobe.d/blacklist-floppy.conf' }
kmod::option { 'bonding mode':
  module => 'bonding',
  option => 'mode',
  value  => '802.3ad',
}
kmod::alias { 'bond0': source => 'bonding' }
kmod::install { 'cramfs': }
