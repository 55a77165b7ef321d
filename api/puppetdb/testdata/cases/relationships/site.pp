node /^src/ {
  file { '/etc/app': ensure => directory }
  @@file { "/etc/app/${facts['hostname']}.conf":
    content => 'x',
    require => File['/etc/app'],
    notify  => Service['app'],
  }
  @@exec { "reload-${facts['hostname']}": command => '/bin/true', refreshonly => true, subscribe => File['/etc/app'] }
  service { 'app': ensure => running }
  File <<| title == '/etc/app/src1.conf' |>>
}
node 'dst-ok.example.com' {
  file { '/etc/app': ensure => directory }
  service { 'app': ensure => running }
  package { 'app': ensure => installed }
  File <<| |>> -> Exec <<| |>>
  Package['app'] -> File <<| title == '/etc/app/src1.conf' |>>
}
node 'dst-missing.example.com' {
  File <<| |>>
}
