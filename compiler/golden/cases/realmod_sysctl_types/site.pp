# duritong-sysctl: the sysctl and sysctl_runtime types used directly, the base class, values with
# an absent sysctl.
include sysctl::base
sysctl { 'net.ipv4.tcp_syncookies': val => '1' }
sysctl { 'net.ipv6.conf.all.disable_ipv6': val => '1', target => '/etc/sysctl.d/70-ipv6.conf' }
sysctl { 'kernel.sysrq': ensure => absent }
sysctl_runtime { 'vm.dirty_ratio': val => '15' }
sysctl::value { 'net.core.rmem_max': value => '16777216' }
sysctl::value { 'net.ipv4.conf.all.rp_filter': value => '2', target => '/etc/sysctl.d/80-rp.conf' }
