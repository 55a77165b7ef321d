class lb (Array[String] $services = ['web', 'api']) {
  $services.each |$s| {
    file { "/etc/lb/${s}.d": ensure => directory }
  }
  Lb::Member <<| service == 'web' |>>
  Lb::Member <<| service == 'api' and server != 'app2' |>> { weight => 5 }
  File <<| tag == 'secret' |>> { mode => '0600' }
}
