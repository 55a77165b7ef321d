class holder {
  @user { 'vuser': ensure => present }
  $r = probe::declare()
  $r.each |$k, $v| { notify { "r ${k}": message => $v } }
}
include holder
