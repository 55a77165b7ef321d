# SoftwareHeritage/puppet-swh-site's own functions and gpg_key type, called
# as its profiles call them (swh services' systemd EnvironmentFile arguments,
# the internal network's address, reverse DNS zones, flattened vault keys,
# inline YAML configs).
$swh_config = lookup('swh::deploy::storage::config')
$args = flatten_to_argument_list($swh_config)
$shell_args = flatten_to_argument_list(lookup('swh::deploy::extra_opts'), 'shell')
$raw_args = flatten_to_argument_list({ 'count' => "${facts['hostname']}-5" }, 'none', '-')

$internal_ip = ip_for_network('192.168.100.0/24')
$vpn_ip = ip_for_network('10.8.0.0/16')
$v6_ip = ip_for_network('2001:db8::/32')
$none_ip = ip_for_network('172.16.0.0/12')

$reverse = reverse_ipv4('192.168.100.31')
$reverse6 = reverse_ipv4('2001:db8::1')

$vault = unflatten_keys({
  'mediawiki::vhosts::wiki.softwareheritage.org::basic_auth_content' => 'user:hash',
  'mediawiki::vhosts::wiki.softwareheritage.org::mysql::password'    => 'secret1',
  'mediawiki::vhosts::intranet::mysql::password'                     => 'secret2',
  'swh::deploy::storage::db::password'                               => 'secret3',
})

$yaml = inline_yaml($swh_config)
$yaml_custom = inline_yaml({ 'swh' => { 'storage' => $swh_config['storage'] } }, { 'header' => '# swh-storage config' })

file { '/etc/softwareheritage/storage/storage.yml':
  content => $yaml,
}
file { '/etc/softwareheritage/journal.yml':
  content => $yaml_custom,
}
file { '/etc/default/swh-storage':
  content => join(['SWH_ARGS="', join($args, ' '), '"', "\n"], ''),
}
notify { 'swh args':
  message => { 'args' => $args, 'shell' => $shell_args, 'raw' => $raw_args },
}
notify { 'swh addresses':
  message => { 'internal' => $internal_ip, 'vpn' => $vpn_ip, 'v6' => $v6_ip, 'none' => $none_ip,
               'reverse' => $reverse, 'reverse6' => $reverse6 },
}
notify { 'swh vault': message => $vault }

user { 'swhworker': ensure => present }
gpg_key { 'swhworker@softwareheritage.org':
  ensure    => present,
  owner     => 'swhworker',
  keylength => '2048',
  expire    => '1y',
}
