# Written for this case after puppetlabs-apache's README (reverse proxies, rewrites).
site::vhost { 'app':
  proxy_pass          => [
    { 'path' => '/a', 'url' => 'http://backend-a/', 'params' => { 'retry' => 0, 'timeout' => 5, 'connectiontimeout' => 2 }, 'keywords' => ['nocanon', 'interpolate'], 'no_proxy_uris' => ['/a/static'], 'reverse_cookies' => [{ 'path' => '/a', 'url' => 'http://backend-a/' }, { 'domain' => 'example.com', 'url' => 'backend-a' }] },
    { 'path' => '/b', 'url' => 'http://backend-b/', 'reverse_urls' => ['http://backend-b/', 'http://backend-b2/'], 'setenv' => ['proxy-nokeepalive 1', 'force-proxy-request-1.0 1'] },
  ],
  proxy_pass_match    => { 'path' => '^/(.*\.php)$', 'url' => 'fcgi://127.0.0.1:9000/var/www/$1', 'no_proxy_uris_match' => '^/status' },
  proxy_preserve_host => true,
  proxy_add_headers   => false,
  proxy_error_override => true,
  rewrite_inherit     => true,
  rewrite_base        => '/',
  rewrites            => [
    { 'comment' => 'redirect IE', 'rewrite_cond' => ['%{HTTP_USER_AGENT} ^MSIE', '%{HTTP_USER_AGENT} ^Mozilla/4'], 'rewrite_rule' => ['^index\.html$ welcome.html'] },
    { 'rewrite_map' => 'lc int:tolower', 'rewrite_rule' => '(.*) ${lc:$1}' },
  ],
}
site::vhost { 'legacy':
  proxy_dest    => 'http://legacy-backend',
  no_proxy_uris => ['/health', '/metrics'],
  rewrite_rule  => '^/old/(.*) /new/$1 [R=301,L]',
  rewrite_cond  => ['%{HTTPS} off'],
}
site::vhost { 'none': }
