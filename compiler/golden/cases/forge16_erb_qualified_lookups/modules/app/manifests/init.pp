class app inherits base::params {
  include base
  $local = 'local value'
  file { '/etc/app.conf': content => template('app/app.conf.erb') }
  notify { 'puppet side': message => [$base::domain, $base::derived, $::top_var, $port, $base::params::opts['a'], $base::unused::never, $nosuch::var] }
}
