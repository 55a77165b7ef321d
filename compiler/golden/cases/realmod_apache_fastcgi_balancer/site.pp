# puppetlabs-apache 5.5.0: a load-balanced vhost with balancer options and members from several pools, a proxy_fcgi php backend via SetHandler and mod_remoteip behind a proxy.
class { 'apache':
  default_vhost => false,
  mpm_module    => false,
}
class { 'apache::mod::worker':
  startservers    => 4,
  maxclients      => 300,
  threadsperchild => 30,
}
include apache::mod::proxy
include apache::mod::proxy_balancer
include apache::mod::proxy_http
include apache::mod::proxy_fcgi
class { 'apache::mod::remoteip':
  header    => 'X-Forwarded-For',
  proxy_ips => ['10.0.0.0/8'],
}
apache::balancer { 'app':
  proxy_set => { 'stickysession' => 'JSESSIONID', 'lbmethod' => 'bytraffic' },
  options   => ['failonstatus=503'],
  collect_exported => false,
}
apache::balancermember { 'app-a':
  balancer_cluster => 'app',
  url              => 'http://10.0.0.31:8080',
  options          => ['loadfactor=2', 'route=a'],
}
apache::balancermember { 'app-b':
  balancer_cluster => 'app',
  url              => 'http://10.0.0.32:8080',
  options          => ['loadfactor=1', 'route=b'],
}
apache::vhost { 'lb.example.com':
  port        => 80,
  docroot     => '/var/www/lb',
  proxy_pass  => [{ 'path' => '/', 'url' => 'balancer://app/', 'reverse_urls' => ['balancer://app/'] }],
  proxy_requests => false,
  allow_encoded_slashes => 'nodecode',
  headers     => ['set X-Frame-Options SAMEORIGIN', 'unset Server'],
  directories => [
    { 'path' => '\.php$', 'provider' => 'filesmatch', 'sethandler' => 'proxy:fcgi://127.0.0.1:9000' },
    { 'path' => '/balancer-manager', 'provider' => 'location', 'sethandler' => 'balancer-manager', 'require' => 'ip 10.0.0.0/8' },
  ],
  keepalive => 'on',
  max_keepalive_requests => 200,
}
