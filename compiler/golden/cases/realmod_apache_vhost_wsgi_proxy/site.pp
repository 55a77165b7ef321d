# puppetlabs-apache 5.5.0: an application vhost with a WSGI daemon, aliases, proxy_pass and proxy_pass_match lists, error documents and logging options.
class { 'apache':
  default_vhost => false,
  purge_configs => true,
  log_formats   => { 'vhost_common' => '%v %h %l %u %t \"%r\" %>s %b' },
}
include apache::mod::wsgi
include apache::mod::proxy
include apache::mod::proxy_http
include apache::mod::proxy_wstunnel
include apache::mod::alias
apache::vhost { 'app.example.com':
  port                        => 80,
  docroot                     => '/srv/app/public',
  serveraliases               => ['www.app.example.com', 'app'],
  access_log_format           => 'vhost_common',
  error_log_file              => 'app_error.log',
  wsgi_daemon_process         => 'app',
  wsgi_daemon_process_options => { 'processes' => '2', 'threads' => '15', 'display-name' => '%{GROUP}' },
  wsgi_process_group          => 'app',
  wsgi_script_aliases         => { '/api' => '/srv/app/wsgi.py' },
  wsgi_pass_authorization     => 'On',
  aliases                     => [
    { 'alias' => '/static', 'path' => '/srv/app/static' },
    { 'aliasmatch' => '^/media/(.*)$', 'path' => '/srv/app/media/$1' },
  ],
  proxy_pass                  => [
    { 'path' => '/ws', 'url' => 'ws://127.0.0.1:9000/ws' },
    { 'path' => '/backend', 'url' => 'http://127.0.0.1:8000/', 'params' => { 'retry' => '0', 'timeout' => '5' }, 'reverse_urls' => ['http://127.0.0.1:8000/'] },
  ],
  proxy_pass_match            => [
    { 'path' => '^/img/(.*\.png)$', 'url' => 'http://images.internal/$1' },
  ],
  proxy_preserve_host         => true,
  no_proxy_uris               => ['/static', '/media'],
  error_documents             => [
    { 'error_code' => '404', 'document' => '/404.html' },
    { 'error_code' => '503', 'document' => '/maintenance.html' },
  ],
  setenv                      => ['APP_ENV production'],
  options                     => ['-Indexes', '+FollowSymLinks'],
  override                    => ['None'],
}
