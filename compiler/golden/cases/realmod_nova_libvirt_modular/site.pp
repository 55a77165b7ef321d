# puppet-nova: a KVM compute node with modular libvirt daemons (virtqemud, virtsecretd, ...),
# their configuration classes, libvirt migration over TLS, the serial console and spice.
class { 'nova':
  default_transport_url => 'rabbit://nova:secret@10.0.0.10:5672/',
}
class { 'nova::compute':
  vncserver_proxyclient_address => '10.0.1.5',
  vnc_enabled                   => false,
  spice_enabled                 => true,
}
class { 'nova::compute::libvirt':
  virt_type       => 'kvm',
  cpu_mode        => 'host-passthrough',
  modular_libvirt => true,
}
class { 'nova::compute::libvirt::virtqemud':
  log_level   => 3,
  max_clients => 1024,
}
class { 'nova::compute::libvirt::virtsecretd': log_level => 3 }
class { 'nova::migration::libvirt':
  transport   => 'tls',
  live_migration_inbound_addr => '10.0.1.5',
}
class { 'nova::compute::serial':
  proxyclient_address => '10.0.1.5',
  base_url            => 'ws://10.0.0.10:6083/',
}
class { 'nova::compute::spice':
  server_listen        => '0.0.0.0',
  server_proxyclient_address => '10.0.1.5',
}
