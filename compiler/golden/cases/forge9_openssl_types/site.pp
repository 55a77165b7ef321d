# voxpupuli/puppet-openssl types (x509_cert with Puppet::Parameter::Boolean and defaultto blocks, cert_file,
# x509_key with regexp newvalues) and openssl::cert_aia_caissuers on a certificate that does not exist (rescued: undef).
# The types' validate/munge blocks run on the agent, not in the compile: a relative path and an ftp source compile.
# Puppet::Parameter::Boolean (x509_cert's req_ext) is defined once a core type requiring it (file) is loaded:
# Puppet fails "uninitialized constant Puppet::Parameter::Boolean" when x509_cert is the first to need it.
file { '/etc/ssl/certs': ensure => directory }
x509_key { '/etc/ssl/private/web.key': authentication => 'dsa', size => 4096 }
x509_cert { '/etc/ssl/certs/web.crt':
  ensure      => present,
  days        => 730,
  force       => true,
  req_ext     => 'yes',
  private_key => '/etc/ssl/private/web.key',
  require     => X509_key['/etc/ssl/private/web.key'],
}
x509_cert { 'relative/web2.crt': authentication => ec, password => Sensitive('pw') }
cert_file { '/etc/ssl/certs/ca.pem': source => 'https://pki.example.com/ca.der', format => der }
cert_file { '/etc/ssl/certs//other.pem/': source => 'ftp://pki.example.com/x' }
$issuer = openssl::cert_aia_caissuers('/nonexistent/forge9/cert.pem')
notice("issuer: ${issuer}")
notice(X509_cert['/etc/ssl/certs/web.crt']['days'])
