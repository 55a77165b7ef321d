class m (
  $a = 1,
  $b = undef,
  $auth_basic_user_file = '/etc/htpasswd',
  Optional[String] $auth_basic = undef,
) {
  $local_x = 'l'
  $u = undef
  file { '/tmp/iv': content => template('m/iv.erb') }
}
