# An example profile
class profile::example {
  example { 'foo': ensure => 'present' }
  example { 'bar': }
}
