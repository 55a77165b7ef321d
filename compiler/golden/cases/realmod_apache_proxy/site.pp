# puppetlabs-apache 5.5.0: reverse proxies (proxy_pass, proxy_pass_match, a balancer with members).
class { 'apache':
  default_vhost => false,
}
include apache::mod::proxy
include apache::mod::proxy_http
apache::vhost { 'app.example.com':
  port                => 80,
  docroot             => '/var/www/app',
  proxy_preserve_host => true,
  proxy_pass          => [
    { path => '/api', url => 'http://127.0.0.1:8080/api', reverse_urls => ['http://127.0.0.1:8080/api'] },
    { path => '/ws', url => 'ws://127.0.0.1:8081/ws', params => { 'retry' => '0', 'timeout' => '5' } },
    { path => '/', url => 'http://127.0.0.1:3000/', no_proxy_uris => ['/static'] },
  ],
  proxy_pass_match    => [
    { path => '^/(.*\.php)$', url => 'fcgi://127.0.0.1:9000/var/www/app/$1' },
  ],
  allow_encoded_slashes => 'nodecode',
}
apache::balancer { 'backend':
  proxy_set => { 'lbmethod' => 'bytraffic', 'stickysession' => 'JSESSIONID' },
}
apache::balancermember { 'backend-a':
  balancer_cluster => 'backend',
  url              => 'http://10.0.0.11:8080',
  options          => ['loadfactor=2', 'route=a'],
}
apache::balancermember { 'backend-b':
  balancer_cluster => 'backend',
  url              => 'http://10.0.0.12:8080',
}
apache::vhost { 'lb.example.com':
  port       => 80,
  docroot    => '/var/www/lb',
  proxy_dest => 'balancer://backend',
}
