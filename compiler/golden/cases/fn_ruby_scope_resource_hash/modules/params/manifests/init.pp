class params (String $label = 'web', Integer $size = 1, Optional[String] $unset = undef) {
  notice(params::current())
  notice(params::current(['label']))
}
