class profile::app (
  Integer $port = 8080,
  String $owner = 'www-data',
  Optional[String] $unset = undef,
  Array[String] $hosts = ['a', 'b'],
) {
  notice(wmflib::dump_params())
  notice(wmflib::dump_params(['name', 'hosts']))
  profile::app::conf { 'main': mode => '0640', settings => { 'x' => 1 } }
}
