# puppetlabs-apache 5.5.0: an SSL vhost with certificates, protocols and a plain vhost redirecting to it.
class { 'apache':
  default_vhost     => false,
  default_ssl_vhost => false,
}
class { 'apache::mod::ssl':
  ssl_protocol     => ['all', '-SSLv3', '-TLSv1', '-TLSv1.1'],
  ssl_cipher       => 'HIGH:!aNULL:!MD5',
  ssl_honorcipherorder => true,
}
apache::vhost { 'secure.example.com-http':
  servername      => 'secure.example.com',
  port            => 80,
  docroot         => '/var/www/secure',
  redirect_status => 'permanent',
  redirect_dest   => 'https://secure.example.com/',
}
apache::vhost { 'secure.example.com':
  port            => 443,
  docroot         => '/var/www/secure',
  ssl             => true,
  ssl_cert        => '/etc/ssl/certs/secure.example.com.pem',
  ssl_key         => '/etc/ssl/private/secure.example.com.key',
  ssl_chain       => '/etc/ssl/certs/chain.pem',
  ssl_protocol    => 'TLSv1.2 TLSv1.3',
  ssl_verify_client => 'optional',
  ssl_verify_depth  => 2,
  headers         => 'always set Strict-Transport-Security "max-age=63072000"',
  request_headers => ['unset Proxy early'],
}
