# duritong-sysctl 0.0.11: sysctl::values with defaults, sysctl::value with a target file, and the base class.
class { 'sysctl::values':
  args     => {
    'net.ipv4.ip_forward'            => { value => '1' },
    'net.core.somaxconn'             => { value => 4096 },
    'vm.swappiness'                  => { value => '10', target => '/etc/sysctl.d/60-vm.conf' },
  },
  defaults => { target => '/etc/sysctl.d/50-tuning.conf' },
}
sysctl::value { 'kernel.pid_max': value => '4194303' }
sysctl::value { 'fs.file-max':
  key   => 'fs.file-max',
  value => '2097152',
}
