# written for this case: a class and a define using simp-simplib's lookup helpers
class mymod (
  String $port = '8080',
  Optional[String] $unset = undef,
  Array[String] $list = ['a', 'b'],
) {
  notice(simplib::params2hash())
  notice(simplib::params2hash(['list']))
}
define mymod::vhost (
  String $ssl_version = simplib::dlookup('mymod::vhost', 'ssl_version', $title, { 'default_value' => 'SSLv3' }),
  String $cipher = simplib::dlookup('mymod::vhost', 'cipher', { 'default_value' => 'HIGH' }),
) {
  notice("${title}: ${ssl_version} ${cipher}")
  notice(simplib::params2hash())
}
