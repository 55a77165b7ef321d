class profile::web (Profile::Port $port = 8080) {
  contain profile::base
  notify { 'web': message => "port ${port}" }
  Class['profile::base'] -> Notify['web']
}
