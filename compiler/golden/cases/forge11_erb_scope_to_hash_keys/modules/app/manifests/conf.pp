define app::conf (String $app_extra, $app_opt = undef) {
  $app_inner = { 'k' => 'v' }
  file { "/etc/app/${title}.vars": content => template('app/vars.erb') }
}
