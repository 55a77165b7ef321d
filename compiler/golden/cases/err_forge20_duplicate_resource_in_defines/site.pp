define app::instance (String $user) {
  user { $user: ensure => present }
}
app::instance { 'a': user => 'svc' }
app::instance { 'b': user => 'svc' }
