# puppetlabs-apache 5.5.0: an event MPM reverse cache with cgid, disk cache, http2 and deflate; listen and custom vhost content.
class { 'apache':
  default_vhost  => false,
  mpm_module     => false,
  default_mods   => ['rewrite', 'headers'],
  keepalive      => 'On',
  keepalive_timeout => 5,
  log_level      => 'warn',
  timeout        => 60,
}
class { 'apache::mod::event':
  startservers        => 4,
  maxrequestworkers   => 400,
  threadsperchild     => 50,
  serverlimit         => 8,
  maxconnectionsperchild => 10000,
}
include apache::mod::cgid
include apache::mod::cache
class { 'apache::mod::disk_cache':
  cache_root => '/var/cache/apache2/mod_cache_disk',
}
class { 'apache::mod::http2': }
include apache::mod::deflate
apache::listen { '8080': }
apache::listen { '127.0.0.1:8081': }
apache::vhost { 'cache.example.com':
  port            => 8080,
  docroot         => '/var/www/cache',
  manage_docroot  => false,
  protocols       => ['h2c', 'http/1.1'],
  setenvif        => ['User-Agent "^curl" is_curl'],
  custom_fragment => "CacheEnable disk /\nCacheHeader on",
  rewrites        => [
    { 'comment' => 'old paths', 'rewrite_cond' => ['%{REQUEST_URI} ^/old/'], 'rewrite_rule' => ['^/old/(.*)$ /new/$1 [R=301,L]'] },
  ],
}
apache::vhost::custom { 'status-local':
  content  => "<VirtualHost 127.0.0.1:8081>\n  <Location /server-status>\n    SetHandler server-status\n  </Location>\n</VirtualHost>\n",
  priority => '05',
}
