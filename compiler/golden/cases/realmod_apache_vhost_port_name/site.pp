# puppetlabs-apache 5.5.0: a port given as a name ('http'): the vhost accepts any port value and writes it into Listen and the VirtualHost line; nothing checks it at compile time.
class { 'apache': default_vhost => false }
apache::vhost { 'badport.example.com':
  port    => 'http',
  docroot => '/var/www/badport',
}
