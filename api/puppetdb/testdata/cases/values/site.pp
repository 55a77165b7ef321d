node 'exp.example.com' {
  @@file { 'conf-by-title':
    path    => '/etc/by/path.conf',
    content => Sensitive('secret'),
    mode    => '0600',
  }
  @@notify { 'rich':
    message => { 'n' => 1, 'f' => 1.5, 'b' => false, 'u' => undef, 'a' => [1, 'two', [3]], 'nested' => { 'k' => 'v' } },
  }
  @@notify { 'num-title': message => 42 }
  @@package { 'pkg-title': name => 'realpkg', ensure => '1.2.3' }
  @@exec { 'exec-title': command => '/bin/echo hi', path => ['/usr/bin', '/bin'], unless => 'false' }
  @@file { '/etc/trailing/': ensure => directory, before => Notify['rich'] }
}
node default {
  File <<| |>>
  Notify <<| |>>
  Package <<| |>>
  Exec <<| |>>
}
