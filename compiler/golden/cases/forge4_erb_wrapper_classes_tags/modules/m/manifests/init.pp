class m {
  tag 'mytag'
  file { '/tmp/a': content => template('m/a.erb'), tag => ['ftag'] }
  include m::inner
}
class m::inner {
  file { '/tmp/b': content => template('m/b.erb') }
}
