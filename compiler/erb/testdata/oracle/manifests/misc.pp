class { 'tftp': directory => '/srv/tftp', address => '0.0.0.0', port => '69', options => '--secure --create', username => 'tftp' }
class { 'kmod': }
kmod::option { 'bond0 mode': module => 'bond0', option => 'mode', value => '1' }
class { 'memcached': }
