class m (
  Hash $settings = { 'listen' => '0.0.0.0:80', 'workers' => 4, 'log_level' => 'info', 'upstreams' => ['a:1', 'b:2', 'c:3'] },
  Array $servers = ['s1.example.com', 's2.example.com', 's3.example.com'],
  Optional[String] $nothing = undef,
  $empty = '',
) {
  tag 'mytag'
  $local = 'x'
  file { '/tmp/idioms': content => template('m/idioms.erb') }
  include m::inner
}
class m::inner {
  $inner_var = 'iv'
  file { '/tmp/inner': content => template('m/inner.erb') }
}
