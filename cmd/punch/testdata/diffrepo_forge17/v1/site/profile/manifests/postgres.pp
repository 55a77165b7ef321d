class profile::postgres (Sensitive[String] $password, Integer $max_connections = 100) {
  package { 'postgresql': ensure => installed }
  file { '/etc/postgresql/conf.d/tuning.conf':
    content => "max_connections = ${max_connections}\n",
    require => Package['postgresql'],
  }
  exec { 'set-password':
    command => Sensitive("psql -c \"ALTER ROLE app PASSWORD '${password.unwrap}'\""),
    unless  => '/bin/false',
    path    => ['/usr/bin'],
  }
}
