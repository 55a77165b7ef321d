class secrets {
  $joined = Deferred('join', [[Deferred('vault_lookup::lookup', ['a']), 'suffix'], '-'])
  notify { 'joined': message => $joined }
  notify { 'facts-var': message => Deferred('$facts', ['os', 'family']) }
  file { '/etc/app/env': content => Deferred('sprintf', ["TOKEN=%s\n", Deferred('vault_lookup::lookup', ['secret/token'])]) }
  exec { 'login':
    command     => '/usr/bin/app login',
    environment => ['A=1', Deferred('sprintf', ['B=%s', 'x'])],
  }
  notice(Deferred('vault_lookup::lookup', ['x']) =~ Deferred)
  notice(String(Deferred('vault_lookup::lookup', ['x'])))
}
