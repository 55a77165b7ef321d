class profile::base (
  Array[String] $ntp_servers,
  String $motd_owner = 'root',
) {
  class { 'ntp':
    servers => $ntp_servers,
  }
  file { '/etc/motd':
    owner   => $motd_owner,
    mode    => '0644',
    content => template('profile/motd.erb'),
  }
  file { '/etc/issue.net':
    source => [
      "puppet:///modules/profile/banner/${facts['networking']['hostname']}",
      'puppet:///modules/profile/banner/default',
    ],
  }
  logrotate::rule { 'app':
    path         => '/var/log/app/*.log',
    rotate       => '7',
    rotate_every => 'day',
    compress     => true,
  }
}
