# openstack octavia 21: API with provider drivers, worker with a managed nova flavor, health
# manager and housekeeping, certificates from literal data, service auth and networking.
class { 'octavia::db':
  database_connection => 'mysql+pymysql://octavia:oc-db@10.0.0.5/octavia',
}
class { 'octavia':
  default_transport_url => 'rabbit://octavia:secret@10.0.0.5:5672/',
}
class { 'octavia::keystone::authtoken': password => 'octavia-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'octavia::api':
  host => '10.0.0.5',
  sync_db => true,
  provider_drivers => { 'amphora' => 'Octavia Amphora driver', 'ovn' => 'OVN provider' },
}
class { 'octavia::controller':
  amp_flavor_id       => '65',
  amp_image_tag       => 'amphora',
  amp_secgroup_list   => ['sg-1', 'sg-2'],
  amp_boot_network_list => 'net-1',
  loadbalancer_topology => 'ACTIVE_STANDBY',
  heartbeat_key       => 'hb-key',
}
class { 'octavia::worker':
  manage_keygen => true,
  manage_nova_flavor => false,
}
class { 'octavia::health_manager': ip => '10.0.0.5', port => 5555 }
include octavia::housekeeping
class { 'octavia::certificates':
  ca_certificate_data => "-----BEGIN CERTIFICATE-----\nCA\n-----END CERTIFICATE-----\n",
  ca_private_key_data => "-----BEGIN PRIVATE KEY-----\nKEY\n-----END PRIVATE KEY-----\n",
  client_cert_data    => "-----BEGIN CERTIFICATE-----\nCLIENT\n-----END CERTIFICATE-----\n",
  ca_certificate      => '/etc/octavia/certs/ca.pem',
  ca_private_key      => '/etc/octavia/certs/ca.key',
  client_cert         => '/etc/octavia/certs/client.pem',
}
class { 'octavia::service_auth': password => 'octavia-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'octavia::keystone::auth': password => 'octavia-ks' }
