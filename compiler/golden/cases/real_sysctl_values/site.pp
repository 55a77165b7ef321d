# The real sysctl module: values from a hash via a define.
sysctl::value { 'vm.swappiness': value => '10' }
class { 'sysctl::values': args => { 'net.ipv4.ip_forward' => { 'value' => '1' } } }
