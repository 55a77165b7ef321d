define dfr::conf (
  Variant[String, Sensitive[String]] $password = 'none',
  Integer $port = 1,
  Any $anything = undef,
  Optional[Integer] $count = undef,
  String $plain = '',
) {
  file { "/etc/dfr/${title}": content => $password }
  notify { "conf ${title}": message => [$port, $count] }
}
