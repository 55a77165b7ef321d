class app (
  String $user = 'app',
  Integer $port = 8080,
  Float $ratio = 0.75,
  Boolean $tls = false,
  Optional[String] $proxy = undef,
  Array[String] $hosts = ['a.example.com', 'b.example.com'],
  Hash[String, Variant[String, Integer, Array]] $opts = { 'timeout' => 30, 'mode' => 'fast', 'list' => ['x', 'y'] },
  Sensitive[String] $secret = Sensitive('hunter2'),
  Variant[String, Integer] $weird = '007',
) {
  $derived = "${user}:${port}"
  $empty_str = ''
  $nothing = undef
  file { '/etc/app.conf': content => template('app/app.conf.erb') }
  app::vhost { 'site.example.com': aliases => ['www.site.example.com'] }
}
