# camptocamp-openssl 1.5.0: packages, a self-signed x509 certificate with alternative names, a
# dhparam and a PKCS12 export.
class { 'openssl':
  package_ensure         => latest,
  ca_certificates_ensure => latest,
}
openssl::certificate::x509 { 'web01':
  ensure       => present,
  country      => 'CH',
  organization => 'Example.com',
  commonname   => $facts['networking']['fqdn'],
  state        => 'Here',
  locality     => 'Myplace',
  unit         => 'MyUnit',
  altnames     => ['www.example.com', 'api.example.com'],
  email        => 'contact@example.com',
  days         => 3650,
  base_dir     => '/etc/ssl/private',
  owner        => 'www-data',
  password     => 'cert-pass',
  force        => false,
}
openssl::export::pkcs12 { 'web01':
  ensure   => present,
  basedir  => '/etc/ssl/private',
  pkey     => '/etc/ssl/private/web01.key',
  cert     => '/etc/ssl/private/web01.crt',
  in_pass  => 'cert-pass',
  out_pass => 'p12-pass',
}
