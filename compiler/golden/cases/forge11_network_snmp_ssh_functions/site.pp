# example42/puppet-network's netmask2cidr / network::build_cidr_array, voxpupuli/puppet-snmp's snmp::snmpv3_usm_hash
# (RFC 3414 key localisation over 1 MiB of digest updates), saz/puppet-ssh's ssh::ipaddresses and
# sshserver_options_to_augeas_sshd_config, as their manifests call them; values written for this case.
# Stdlib::IP::Address comes from Debian's puppetlabs-stdlib (modulepath).
notice(netmask2cidr('255.255.255.0'), netmask2cidr('255.255.240.0'), netmask2cidr('ffff:ffff:ffff:ffff::'))
notice(network::build_cidr_array(['255.0.0.0', '255.255.255.252', '0.0.0.0']))
notice(snmp::snmpv3_usm_hash('SHA', '0x80001f8880e9bd0c1d12667a5100000000', 'maplesyrup'))
notice(snmp::snmpv3_usm_hash('MD5', '000000000000000000000002', 'maplesyrup', 128))
notice(ssh::ipaddresses())
notice(ssh::ipaddresses(['eth0']))
$opts = sshserver_options_to_augeas_sshd_config(
  {
    'Match User www-data' => { 'PasswordAuthentication' => 'yes', 'X11Forwarding' => 'no' },
    'Match Group bamboo'  => { 'ForcedCommand' => '/bin/echo hello world' },
    'X11Forwarding'       => 'yes',
    'AllowGroups'         => ['sshgroups', 'admins'],
  },
  ['DebianBanner', 'NoneField'],
  { 'target' => '/etc/ssh/sshd_config' },
)
notice($opts)
