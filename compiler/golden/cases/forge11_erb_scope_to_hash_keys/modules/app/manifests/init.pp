class app (
  String $app_name = 'demo',
  Optional[String] $app_unset = undef,
  Integer $app_port = 8080,
) {
  $app_local = ['a', 'b']
  app::conf { 'main': app_extra => 'x' }
}
