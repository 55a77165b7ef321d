# Debian's module (puppet-module-*; versions in /usr/share/puppet/modules/*/metadata.json) declared with its
# defined types and parameters as its README shows (QA-FORGE-3: the module sweep compiles classes alone).
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
  serveradmin   => 'admin@example.com',
}
include apache::mod::php
include apache::mod::rewrite
include apache::mod::ssl
apache::vhost { 'first.example.com':
  port    => 80,
  docroot => '/var/www/first',
  directories => [
    { 'path' => '/var/www/first', 'allow_override' => ['All'], 'options' => ['Indexes', 'FollowSymLinks'], 'require' => 'all granted' },
    { 'path' => '\.php$', 'provider' => 'filesmatch', 'sethandler' => 'proxy:fcgi://127.0.0.1:9000' },
  ],
  rewrites => [ { 'comment' => 'http to https', 'rewrite_cond' => ['%{HTTPS} off'], 'rewrite_rule' => ['(.*) https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]'] } ],
  aliases  => [ { 'alias' => '/static', 'path' => '/var/www/static' } ],
  headers  => ['set X-Frame-Options SAMEORIGIN'],
  setenv   => ['APP_ENV production'],
}
apache::vhost { 'ssl.example.com':
  port     => 443,
  docroot  => '/var/www/ssl',
  ssl      => true,
  ssl_cert => '/etc/ssl/certs/ssl.pem',
  ssl_key  => '/etc/ssl/private/ssl.key',
  proxy_pass => [ { 'path' => '/api', 'url' => 'http://localhost:8080/api' } ],
  redirect_status => 'permanent',
  redirect_dest   => 'https://www.example.com/',
  custom_fragment => "  # custom\n  KeepAlive On\n",
}
apache::vhost { 'wsgi.example.com':
  port => 8080,
  docroot => '/var/www/wsgi',
  wsgi_daemon_process => 'wsgi',
  wsgi_daemon_process_options => { processes => '2', threads => '15', 'display-name' => '%{GROUP}' },
  wsgi_process_group => 'wsgi',
  wsgi_script_aliases => { '/' => '/var/www/wsgi/app.wsgi' },
}
