# camptocamp-openssl 1.5: the native types used directly (private keys, requests and self-signed
# certificates with options) and the packages class.
include openssl::packages
ssl_pkey { '/etc/ssl/private/app.key':
  ensure   => present,
  authentication => 'rsa',
  size     => 4096,
  password => 'key-pass',
}
ssl_pkey { '/etc/ssl/private/dsa.key': authentication => 'dsa', size => 2048 }
x509_request { '/etc/ssl/app.csr':
  ensure      => present,
  template    => '/etc/ssl/app.cnf',
  private_key => '/etc/ssl/private/app.key',
  password    => 'key-pass',
  force       => true,
  authentication => 'rsa',
}
x509_cert { '/etc/ssl/certs/app.crt':
  ensure      => present,
  template    => '/etc/ssl/app.cnf',
  private_key => '/etc/ssl/private/app.key',
  days        => 730,
  req_ext     => true,
  authentication => 'rsa',
}
