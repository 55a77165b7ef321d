# puppetlabs-apache 5.5.0: an external FastCGI server (apache::fastcgi::server) used by a vhost,
# apache::vhost::fragment blocks added to vhosts at chosen orders, NameVirtualHost, and a
# mod_security rule link.
class { 'apache':
  default_vhost => false,
}
include apache::mod::fastcgi
apache::fastcgi::server { 'php':
  host       => '127.0.0.1:9000',
  timeout    => 30,
  flush      => false,
  faux_path  => '/var/www/php.fcgi',
  fcgi_alias => '/php.fcgi',
  file_type  => 'application/x-httpd-php',
  pass_header => 'Authorization',
}
apache::namevirtualhost { '*:8080': }
apache::vhost { 'fcgi.example.com':
  port            => 80,
  docroot         => '/srv/fcgi',
  custom_fragment => 'AddType application/x-httpd-php .php',
}
apache::vhost::fragment { 'fcgi-extra':
  vhost   => 'fcgi.example.com',
  priority => '25',
  content => "  # extra block\n  Header set X-Extra 1\n",
  order   => 900,
}
apache::vhost::fragment { 'fcgi-early':
  vhost   => 'fcgi.example.com',
  priority => '25',
  content => "  ServerSignature Off\n",
  order   => 5,
}
class { 'apache::mod::security':
  activated_rules => [],
}
apache::security::rule_link { 'base_rules/modsecurity_35_bad_robots.data': }
