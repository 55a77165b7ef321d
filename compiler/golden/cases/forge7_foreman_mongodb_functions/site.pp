# QA-FORGE-7: theforeman-foreman's Ruby functions (to_symbolized_yaml 9103e7e5, hmac_signature
# 05dc66af, ensure_value_in_string 6a0d8716) and voxpupuli-mongodb's mongodb_password 18b42696
# (require_relative of its util class) from the code index, called as their docs show.
$settings = {
  'ssl_certificate' => '/etc/puppetlabs/puppet/ssl/certs/foreman.example.com.pem',
  'ssl_ca_file'     => '/etc/puppetlabs/puppet/ssl/certs/ca.pem',
  'trusted_hosts'   => ['foreman.example.com', 'proxy.example.com'],
  'daemon'          => true,
  'https_port'      => 8443,
  'http_port'       => undef,
  'log_level'       => 'INFO',
  'dns'             => { 'enabled' => true, 'listen_on' => 'https' },
  'log_buffer'      => 2000,
  'bind_host'       => ['*'],
  'empty'           => '',
  'version'         => '3.10',
  'mode'            => '0644',
}
file { '/etc/foreman-proxy/settings.yml':
  ensure  => file,
  content => foreman::to_symbolized_yaml($settings),
}
file { '/etc/foreman-proxy/settings.d/dns.yml':
  ensure  => file,
  content => foreman::to_symbolized_yaml({ 'enabled' => 'https', 'use_provider' => 'dns_nsupdate', 'dns_ttl' => 86400 }, { 'indentation' => 4 }),
}
file { '/etc/foreman-proxy/settings.d/secret.yml':
  ensure  => file,
  content => foreman::to_symbolized_yaml({ 'username' => 'admin', 'password' => Sensitive('s3cr3t') }),
}
file { '/etc/foreman/list.yml':
  ensure  => file,
  content => foreman::to_symbolized_yaml(['a', 1, { 'b' => [true, false] }]),
}

$signature = foreman::hmac_signature('secret-key', 'foreman.example.com')
notice($signature)
notice(foreman::ensure_value_in_string('one,two', ['two', 'three']))
notice(foreman::ensure_value_in_string('one, two', ['two', 'three'], ', '))
notice(foreman::ensure_value_in_string('', ['puppet', 'foreman']))

notice(mongodb_password('admin', 'hunter2'))
$hashed = mongodb_password('app', Sensitive('p@ss'), true)
notice($hashed)
notice($hashed.unwrap)
