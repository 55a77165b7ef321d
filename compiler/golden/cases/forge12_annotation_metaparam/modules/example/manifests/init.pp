# Written for this case (README usage).
class example {
  annotation('This is an annotation declared IN the example class')
  file { '/etc/example': ensure => directory, annotation => 'the example directory' }
}
