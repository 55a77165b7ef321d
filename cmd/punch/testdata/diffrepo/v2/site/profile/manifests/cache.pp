class profile::cache (
  Array[String] $install_options = [],
  Array[Integer] $ports = [11211],
) {
  class { 'memcached':
    max_memory => 512,
    listen_ip  => $facts['networking']['ip'],
  }
  package { 'redis-tools':
    ensure          => installed,
    install_options => $install_options,
  }
  firewall { '100 cache ports':
    dport  => $ports,
    proto  => 'tcp',
    action => 'accept',
  }
}
