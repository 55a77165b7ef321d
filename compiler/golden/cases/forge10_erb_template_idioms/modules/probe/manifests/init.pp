define probe (
  Hash $settings,
  Array $list = ['a', 'b', 'c'],
  Integer $num = 42,
  Float $float = 3.14159,
  Boolean $bool = false,
  Optional[String] $nil_param = undef,
) {
  file { "/etc/${title}.conf": content => template('probe/conf.erb') }
}
