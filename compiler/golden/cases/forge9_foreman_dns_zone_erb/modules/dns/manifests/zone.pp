# written for this case: the variables named.zone.erb reads, as theforeman-dns's dns::zone sets them
define dns::zone (
  String $zone = $title,
  Enum['master', 'slave', 'forward'] $zonetype = 'master',
  Enum['first', 'only'] $forward = 'first',
  Array[String] $forwarders = [],
  Boolean $manage_file = true,
  Optional[String] $manage_file_name = undef,
  String $zonefilename = "/var/cache/bind/zones/db.${title}",
  Variant[String, Hash] $update_policy = 'none',
  Array[String] $allow_transfer = [],
  Array[String] $allow_query = [],
  Array[String] $also_notify = [],
  Array[String] $masters = [],
  Optional[Enum['yes', 'no', 'explicit']] $dns_notify = undef,
) {
  $real_update_policy = $update_policy
  $_dns_notify = $dns_notify
  file { "/etc/bind/zones/${zone}.conf": content => template('dns/named.zone.erb') }
}
