# puppetlabs-apache 5.5.0: the smaller modules a site includes by name (Subversion over DAV, Kerberos,
# Mellon SAML, Shibboleth, GeoIP, PAM, DBD auth, macros, dumpio, speling, vhost_alias, proxy_html,
# xsendfile, perl, python, ext_filter, mime_magic) and vhosts using some of them.
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
}
include apache::mod::dav_svn
include apache::mod::auth_kerb
include apache::mod::auth_mellon
include apache::mod::shib
class { 'apache::mod::geoip':
  db_file => '/usr/share/GeoIP/GeoIP.dat',
  flag    => 'MemoryCache',
  enable  => true,
}
include apache::mod::authnz_pam
class { 'apache::mod::authn_dbd':
  authn_dbd_params => 'host=db.example.com user=apache password=secret dbname=auth',
  authn_dbd_dbdriver => 'pgsql',
  authn_dbd_query  => 'SELECT password FROM users WHERE name = %s',
}
include apache::mod::macro
include apache::mod::dumpio
include apache::mod::speling
include apache::mod::vhost_alias
include apache::mod::proxy
include apache::mod::proxy_http
include apache::mod::proxy_html
include apache::mod::xsendfile
include apache::mod::perl
include apache::mod::python
class { 'apache::mod::ext_filter':
  ext_filter_define => { 'slowdown' => 'mode=output cmd=/bin/cat preservescontentlength', 'upcase' => 'mode=output cmd=/usr/bin/tr a-z A-Z' },
}
include apache::mod::mime_magic
apache::vhost { 'svn.example.com':
  port        => 80,
  docroot     => '/var/www/svn',
  directories => [
    { 'path' => '/repos', 'provider' => 'location', 'dav' => 'svn', 'custom_fragment' => "SVNParentPath /srv/svn\nAuthzSVNAccessFile /etc/apache2/svn-authz",
      'auth_type' => 'Kerberos', 'auth_name' => 'SVN', 'auth_require' => 'valid-user', 'krb_method_negotiate' => 'on', 'krb_auth_realms' => ['EXAMPLE.COM'], 'krb_5keytab' => '/etc/apache2/http.keytab' },
  ],
  auth_kerb          => true,
  krb_method_negotiate => 'on',
  krb_auth_realms    => ['EXAMPLE.COM'],
  krb_local_user_mapping => 'on',
}
apache::vhost { 'mass.example.com':
  port                => 80,
  docroot             => '/srv/mass',
  virtual_docroot     => '/srv/mass/%-2+',
  serveraliases       => ['*.mass.example.com'],
  use_canonical_name  => 'Off',
  passenger_enabled   => false,
  shib_compat_valid_user => 'On',
}
