# Written for this case after theforeman/puppet-foreman's and puppet-foreman_proxy's registration code.
$api = { base_url => 'https://foreman.example.com', effective_user => 'admin', consumer_key => 'k', consumer_secret => 's', ssl_ca => '/etc/ssl/ca.pem' }
foreman_smartproxy { 'proxy.example.com':
  ensure => present,
  url    => 'https://proxy.example.com:8443',
  *      => $api - ['ssl_ca'],
}
foreman_domain { 'example.com':
  fullname => 'Example', dns_id => 1, timeout => '30', * => $api,
}
foreman_subnet { 'lan':
  network => '10.0.0.0', mask => '255.255.255.0', cidr => 24, ipam => 'DHCP', domain_ids => ['example.com'],
  network_type => 'IPv4', * => $api,
}
foreman_config_entry { 'db_pending_migration': value => false, dry => true }
foreman_config_entry { 'unattended_url': value => 'http://foreman.example.com', ignore_missing => false }
