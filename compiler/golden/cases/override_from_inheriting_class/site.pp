# A class inheriting the declaring class may change set values (=>), append (+>) and unset (undef).
class base {
  file { '/etc/app.conf': ensure => file, mode => '0644', owner => 'root', require => Notify['a'] }
  notify { ['a', 'b', 'c']: }
}
class base::override inherits base {
  File['/etc/app.conf'] {
    mode    => '0600',
    owner   => undef,
    require +> Notify['b'],
  }
}
include base::override
