node /^web/ {
  @@host { $facts['fqdn']:
    ip           => $facts['ipaddress'],
    host_aliases => [$facts['hostname']],
    tag          => ['web', 'Frontend'],
  }
  @@file { "/etc/lb/members/${facts['hostname']}":
    ensure  => file,
    content => "server ${facts['hostname']} ${facts['ipaddress']}:80\n",
    tag     => 'lbmember',
  }
  @@notify { "exported by ${facts['hostname']}": }
  Host <<| tag == 'web' |>>
}
node /^lb/ {
  file { '/etc/lb/members': ensure => directory }
  Host <<| |>>
  File <<| tag == 'lbmember' |>> {
    mode => '0640',
  }
}
node default {
  Notify <<| |>>
}
