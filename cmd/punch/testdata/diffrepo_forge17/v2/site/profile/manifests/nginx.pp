class profile::nginx (Hash $vhosts = {}, Variant[String, Integer] $port = 80) {
  package { 'nginx': ensure => installed }
  service { 'nginx': ensure => running, subscribe => Package['nginx'] }
  $vhosts.each |$name, $v| {
    file { "/etc/nginx/sites-enabled/${name}.conf":
      content => "server { listen ${port}; root ${v['root']}; }\n",
      notify  => Service['nginx'],
      tag     => ['vhost', 'nginx'],
    }
  }
}
