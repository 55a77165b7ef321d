# written for this case: what dhcp::host6/pool6 read of the dhcp class
class dhcp (
  String $dhcp_dir = '/etc/dhcp',
) {
  package { 'isc-dhcp-server': ensure => installed }
}
