# puppetlabs-apache 5.5.0: apache::vhost without docroot (a required parameter) fails at the resource.
class { 'apache': default_vhost => false }
apache::vhost { 'nodocroot.example.com':
  port => 80,
}
