class app (
  Variant[String, Sensitive[String]] $password,
  String $user,
) {
  file { '/etc/app.conf': content => 'x' }
}
