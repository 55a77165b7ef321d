class profile::web::nginx (
  Hash[String, Struct[{port => Stdlib::Port, docroot => Stdlib::Absolutepath, Optional[ssl] => Boolean}]] $vhosts,
) {
  ensure_packages(['nginx', 'ca-certificates'])
  service { 'nginx': ensure => running, enable => true }
  $vhosts.each |$name, $v| {
    $ssl = $v['ssl'] =~ NotUndef and $v['ssl']
    file { "/etc/nginx/sites-enabled/${name}.conf":
      content => epp('profile/vhost.conf.epp', { name => $name, port => $v['port'], docroot => $v['docroot'], ssl => $ssl }),
      require => Package['nginx'],
      notify  => Service['nginx'],
    }
  }
  Package <| tag == 'base' and title != 'htop' |> { before => Service['nginx'] }
  Package['nginx'] ~> Exec['apt-update']
}
