# Written for this case: a class and a define calling simplib's debugging helpers, as SIMP's modules do.
class app (
  String $port_name = 'http',
  Integer $port     = 8080,
  Array $listen     = ['0.0.0.0'],
) {
  $params = simplib::params2hash()
  $pruned = simplib::params2hash(['listen'])
  notify { 'params': message => [$params, $pruned] }
  app::vhost { 'www': docroot => '/srv/www' }
  simplib::debug::inspect({ 'port' => $port, 'listen' => $listen })
  notify { 'classtrace': message => simplib::debug::classtrace(false) }
}
