# puppetlabs-apache 5.5.0: name-based vhosts in several styles (docroot + directories, aliases,
# rewrites, headers, custom logs, an IP-based vhost, apache::vhosts with a hash).
class { 'apache':
  default_vhost => false,
  server_tokens => 'Prod',
  server_signature => 'Off',
  trace_enable => 'Off',
}
apache::vhost { 'www.example.com':
  port          => 80,
  docroot       => '/var/www/www.example.com',
  serveraliases => ['example.com', 'www.example.org'],
  directories   => [
    { path => '/var/www/www.example.com', options => ['Indexes', 'FollowSymLinks'], allow_override => ['All'], require => 'all granted' },
    { path => '\.(cgi|shtml|phtml|php)$', provider => 'filesmatch', sethandler => 'proxy:unix:/run/php/php-fpm.sock|fcgi://localhost' },
  ],
  aliases       => [
    { alias => '/static', path => '/srv/static' },
    { aliasmatch => '^/images/(.*)$', path => '/srv/images/$1' },
  ],
  rewrites      => [
    { comment => 'force www', rewrite_cond => ['%{HTTP_HOST} !^www\.example\.com [NC]'], rewrite_rule => ['^/(.*)$ http://www.example.com/$1 [R=301,L]'] },
  ],
  headers       => ['set X-Frame-Options SAMEORIGIN', 'always set X-Content-Type-Options nosniff'],
  access_log_format => 'combined',
  error_log_file => 'www_error.log',
  setenv        => ['APP_ENV production'],
}
apache::vhost { 'intranet':
  ip       => '10.0.0.5',
  port     => 8080,
  docroot  => '/srv/intranet',
  ip_based => true,
  add_listen => true,
  directories => [{ path => '/srv/intranet', auth_type => 'Basic', auth_name => 'Intranet', auth_user_file => '/etc/apache2/htpasswd', auth_require => 'valid-user' }],
  redirect_source => ['/old'],
  redirect_dest   => ['/new'],
  redirect_status => ['permanent'],
}
class { 'apache::vhosts':
  vhosts => {
    'docs.example.com' => { port => 80, docroot => '/srv/docs', options => ['-Indexes'] },
  },
}
