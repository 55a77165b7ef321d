# puppet-archive 4.1's archive::nexus (the artifact URL built by assemble_nexus_url, CGI-escaped)
# and openstack-neutron 21's OpenDaylight OVS plugin with TLS, whose REST payload holds the
# certificate read on the compiling machine by convert_cert_to_string (a CA certificate file of
# Debian's ca-certificates here) inside a json-checked heredoc.
include archive
archive::nexus { '/opt/app/app-1.2.3.jar':
  url           => 'https://nexus.example.com',
  gav           => 'com.example.team:app:1.2.3 rc1',
  repository    => 'releases',
  packaging     => 'jar',
  classifier    => 'all deps',
  checksum_type => 'sha1',
  owner         => 'app',
  group         => 'app',
}
class { 'neutron::plugins::ovs::opendaylight':
  tunnel_ip     => '10.0.1.5',
  odl_username  => 'admin',
  odl_password  => 'odl-pass',
  odl_check_url => 'https://10.0.0.20:8443/restconf/operational/network-topology:network-topology/topology/netvirt:1',
  provider_mappings => ['datacentre:br-ex'],
  enable_tls    => true,
  tls_key_file  => '/etc/pki/odl/client.key',
  tls_cert_file => '/usr/share/ca-certificates/mozilla/ACCVRAIZ1.crt',
  tls_ca_cert_file => '/etc/pki/odl/ca.pem',
  odl_ovsdb_iface => 'ssl:10.0.0.20:6640',
}
