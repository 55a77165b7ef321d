# puppetlabs-apache 5.5.0: a Ruby app under Passenger with a Tomcat app mounted by mod_jk, mod_auth_openidc on a path and a redirect-only vhost.
class { 'apache':
  default_vhost => false,
}
class { 'apache::mod::passenger':
  passenger_max_pool_size      => 12,
  passenger_pool_idle_time     => 300,
  passenger_default_ruby       => '/usr/bin/ruby',
  passenger_min_instances      => 2,
  passenger_high_performance   => true,
}
class { 'apache::mod::jk':
  workers_file_content => {
    'worker_a' => { 'type' => 'ajp13', 'host' => '10.0.0.41', 'port' => 8009 },
    'worker_list' => ['worker_a'],
  },
  mount_file_content => {
    'worker_a' => { 'uri_list' => ['/tomcat', '/tomcat/*'] },
  },
  log_level => 'warn',
}
include apache::mod::auth_openidc
apache::vhost { 'rails.example.com':
  port                => 80,
  docroot             => '/srv/rails/public',
  passenger_app_root  => '/srv/rails',
  passenger_app_env   => 'production',
  passenger_min_instances => 2,
  passenger_start_timeout => 120,
  auth_oidc           => true,
  oidc_settings       => {
    'ProviderMetadataURL' => 'https://sso.example.com/.well-known/openid-configuration',
    'ClientID'            => 'rails',
    'ClientSecret'        => 'oidc_secret',
    'RedirectURI'         => 'https://rails.example.com/oauth2callback',
    'CryptoPassphrase'    => 'passphrase',
  },
  jk_mounts           => [{ 'mount' => '/tomcat/*', 'worker' => 'worker_a' }],
}
apache::vhost { 'old.example.com':
  port            => 80,
  docroot         => '/var/www/old',
  redirect_source => ['/', '/blog'],
  redirect_dest   => ['https://rails.example.com/', 'https://blog.example.com/'],
  redirect_status => ['permanent', 'temp'],
  redirectmatch_status => ['404'],
  redirectmatch_regexp => ['\.git(/.*|$)'],
  redirectmatch_dest   => ['http://www.example.com/'],
}
