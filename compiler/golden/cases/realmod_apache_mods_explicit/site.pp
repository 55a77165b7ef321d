# puppetlabs-apache 5.5.0: default_mods => false and every module a site then declares itself, with
# parameters for the ones that take some (dir, mime, negotiation, fcgid, auth_cas, rpaf,
# pagespeed), plus AJP/CONNECT proxying, CGI, DAV, data, filters, and includes.
class { 'apache':
  default_vhost => false,
  default_mods  => false,
  mpm_module    => 'prefork',
}
include apache::mod::actions
include apache::mod::authn_core
include apache::mod::authn_file
include apache::mod::authz_user
include apache::mod::autoindex
include apache::mod::cgi
include apache::mod::dav
include apache::mod::data
include apache::mod::dbd
class { 'apache::mod::dir':
  indexes => ['index.php', 'index.html', 'default.htm'],
}
include apache::mod::env
class { 'apache::mod::fcgid':
  options => { 'FcgidIPCDir' => '/var/run/fcgidsock', 'SharememPath' => '/var/run/fcgid_shm', 'AddHandler' => 'fcgid-script .fcgi' },
}
include apache::mod::filter
include apache::mod::include
class { 'apache::mod::mime':
  mime_types_additional => { 'AddHandler' => { 'type-map' => 'var' }, 'AddType' => { 'text/html' => '.shtml' }, 'AddOutputFilter' => { 'INCLUDES' => '.shtml' } },
}
class { 'apache::mod::negotiation':
  force_language_priority => 'Prefer',
  language_priority       => ['fr', 'en', 'de'],
}
include apache::mod::reqtimeout
include apache::mod::socache_shmcb
include apache::mod::version
include apache::mod::proxy
include apache::mod::proxy_ajp
include apache::mod::proxy_connect
class { 'apache::mod::auth_cas':
  cas_login_url    => 'https://cas.example.com/login',
  cas_validate_url => 'https://cas.example.com/serviceValidate',
  cas_cookie_path  => '/var/cache/apache2/mod_auth_cas/',
  cas_debug        => 'On',
}
class { 'apache::mod::rpaf':
  proxy_ips   => ['10.0.0.1', '10.0.0.2'],
  sethostname => true,
  header      => 'X-Real-IP',
}
class { 'apache::mod::pagespeed':
  enable_filters  => ['collapse_whitespace', 'remove_comments'],
  disable_filters => ['inline_css'],
  rewrite_level   => 'PassThrough',
  memcache_servers => ['127.0.0.1:11211'],
}
apache::vhost { 'tomcat.example.com':
  port        => 80,
  docroot     => '/var/www/tomcat',
  proxy_pass  => [{ 'path' => '/app', 'url' => 'ajp://127.0.0.1:8009/app' }],
  cas_attribute_prefix => 'CAS_',
  cas_login_url        => 'https://cas.example.com/login',
  directories => [{ 'path' => '/var/www/tomcat', 'options' => ['+Includes'], 'directoryindex' => 'index.shtml' }],
}
