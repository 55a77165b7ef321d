class profile::web (
  String $server_name,
  Integer $workers = 4,
) {
  file { '/etc/app':
    ensure => directory,
  }
  file { '/etc/app/app.conf':
    content => template('profile/app.conf.erb'),
  }
  file { '/var/www/site':
    ensure  => directory,
    recurse => true,
    source  => 'puppet:///modules/profile/site',
  }
  file { '/usr/local/bin/healthcheck':
    mode   => '0755',
    source => 'puppet:///modules/profile/healthcheck',
  }
}
