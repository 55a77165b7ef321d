# puppetlabs-apache 5.5.0: an intranet server with LDAP auth, WebDAV, user dirs, mod_info and tuned mime/reqtimeout.
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
  server_tokens => 'Prod',
  server_signature => 'Off',
  trace_enable  => 'Off',
}
class { 'apache::mod::ldap':
  ldap_trusted_global_cert_file => '/etc/ssl/certs/ca-certificates.crt',
  ldap_shared_cache_size        => '500000',
}
class { 'apache::mod::authnz_ldap':
  verify_server_cert => false,
}
include apache::mod::dav_fs
class { 'apache::mod::userdir':
  dir            => 'public_html',
  disable_root   => true,
}
class { 'apache::mod::info':
  allow_from      => ['10.0.0.0/8', '127.0.0.1'],
  restrict_access => true,
}
include apache::mod::proxy
include apache::mod::proxy_fcgi
include apache::mod::setenvif
apache::vhost { 'intranet.example.com':
  port    => 80,
  docroot => '/srv/intranet',
  directories => [
    { 'path' => '/srv/intranet', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['All'] },
    { 'path' => '/srv/intranet/private', 'auth_type' => 'Basic', 'auth_name' => 'Private',
      'auth_basic_provider' => 'ldap', 'auth_ldap_url' => 'ldap://ldap.example.com/ou=people,dc=example,dc=com?uid',
      'auth_require' => 'valid-user' },
    { 'path' => '/dav', 'provider' => 'location', 'dav' => 'On' },
    { 'path' => '\.php$', 'provider' => 'filesmatch', 'sethandler' => 'proxy:unix:/run/php/php8.2-fpm.sock|fcgi://localhost' },
  ],
}
