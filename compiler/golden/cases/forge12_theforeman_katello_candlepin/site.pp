# Written for this case after theforeman's katello, foreman_proxy_content and candlepin manifests.
file { "/etc/candlepin": ensure => directory }
$dn = katello::build_dn([['CN', $facts['networking']['fqdn']], ['OU', undef], ['O', 'Katello'], ['L', ''], ['C', 'US']])
notify { 'dn': message => $dn }
notify { 'subject': message => String(katello::certificate_subject('/nonexistent/katello-apache.crt')) }
notify { 'host': message => foreman_proxy_content::host_from_url('https://foreman.example.com:8443/pulp/api/v3') }
artemis_cert_users { '/etc/candlepin/certificate-users.properties':
  ensure            => present,
  certificate_users => { '/etc/pki/katello/certs/katello-apache.crt' => 'katelloUser' },
  username          => 'katelloUser',
  owner             => 'tomcat',
  group             => 'tomcat',
  mode              => '0640',
}
bootstrap_rpm { 'katello-ca-consumer':
  ensure  => present,
  script  => '/var/www/html/pub/katello-rhsm-consumer',
  dest    => '/var/www/html/pub',
  symlink => 'katello-ca-consumer-latest.noarch.rpm',
}
