# written for this case: the dhcp::params values dhcp::dhcp6 reads (Debian)
class dhcp::params {
  $dhcp_dir = '/etc/dhcp'
  $dhcp_conf6 = 'dhcpd6'
  $packagename = 'isc-dhcp-server'
  $servicename6 = 'isc-dhcp-server6'
  $root_group = 'root'
}
