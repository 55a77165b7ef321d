class profile (
  String $port,
) {
  file { '/etc/motd': content => lookup('motd') }
  file { '/etc/ssl/key.pem': content => lookup('ssl_key') }
  notify { 'port': message => $port }
  notify { 'list': message => lookup('listitem', Array, 'unique') }
  notify { 'missing': message => lookup('nothing_here', { 'default_value' => 'dflt' }) }
  notify { 'hiera_array': message => hiera_array('listitem') }
}
