# openstack-cluster-installer (oci): the generic class every OCI node gets (hostname, /etc/hosts,
# ssh, mail relay, proxy, PKI material given base64-encoded, root keys) (which applies oci::sysctl), and tuned.
class { 'oci::generic':
  machine_hostname   => 'web01.example.com',
  machine_role       => 'controller',
  etc_hosts          => 'MTAuMC4wLjUgd2ViMDEuZXhhbXBsZS5jb20gd2ViMDEKMTAuMC4wLjYgd2ViMDIuZXhhbXBsZS5jb20gd2ViMDIK',
  time_server_host   => 'ntp.example.com',
  use_http_proxy     => false,
  authorized_keys_hash => { 'ops' => { 'type' => 'ssh-ed25519', 'key' => 'AAAAC3NzaC1lZDI1NTE5AAAAIops' } },
  ssl_cert_snakeoil_key => 'LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tClNOQUtFCi0tLS0tRU5EIFBSSVZBVEUgS0VZLS0tLS0K',
  ssl_cert_snakeoil_pem => 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tClNOQUtFCi0tLS0tRU5EIENFUlRJRklDQVRFLS0tLS0K',
}
include oci::tuned
file { '/etc/mysql': ensure => directory }
