# openstack nova 21: the API under apache wsgi with the metadata API, the novnc proxy with TLS, libvirt live migration over TLS with a migration ssh key, RBD
# ephemeral storage, PCI passthrough, scheduler filters and the archive cron.
class { 'nova::db':
  database_connection     => 'mysql+pymysql://nova:nova-db@10.0.0.5/nova',
  api_database_connection => 'mysql+pymysql://nova_api:nova-db@10.0.0.5/nova_api',
}
class { 'nova':
  default_transport_url => 'rabbit://nova:secret@10.0.0.5:5672/',
  ram_allocation_ratio => 1.5,
  cpu_allocation_ratio => 8.0,
}
class { 'nova::keystone::authtoken': password => 'nova-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'nova::api': service_name => 'httpd', enable_proxy_headers_parsing => true }
class { 'nova::wsgi::apache_api': ssl => false, bind_host => '10.0.0.5', workers => 4 }
class { 'nova::metadata': neutron_metadata_proxy_shared_secret => 'meta-secret' }
class { 'nova::vncproxy': host => '10.0.0.5', allow_vencrypt => true, vencrypt_key => '/etc/pki/nova/key.pem', vencrypt_cert => '/etc/pki/nova/cert.pem', vencrypt_ca => '/etc/pki/nova/ca.pem' }
class { 'nova::scheduler::filter':
  scheduler_available_filters => ['nova.scheduler.filters.all_filters'],
  scheduler_enabled_filters => ['AvailabilityZoneFilter', 'ComputeFilter', 'PciPassthroughFilter'],
}
class { 'nova::compute::pci': passthrough => [{ 'vendor_id' => '8086', 'product_id' => '1520', 'physical_network' => 'physnet1' }] }
class { 'nova::compute': vnc_enabled => false, spice_enabled => true }
class { 'nova::migration::libvirt':
  transport => 'tls',
  live_migration_tunnelled => false,
  live_migration_with_native_tls => true,
  listen_address => '10.0.0.5',
}
class { 'nova::compute::libvirt': virt_type => 'kvm', cpu_mode => 'custom', cpu_models => ['Skylake-Server-IBRS'], migration_support => true }
class { 'nova::compute::rbd':
  libvirt_rbd_user => 'nova',
  libvirt_rbd_secret_uuid => '457eb676-33da-42ec-9a8c-9293d545c337',
  libvirt_rbd_secret_key => 'AQBnovakeyaaaaaaaaaaaaaaaaaaaaaaaaaaaaa==',
  libvirt_images_rbd_pool => 'vms',
}
class { 'nova::cron::archive_deleted_rows': minute => 1, hour => 0, until_complete => true, purge => true }
