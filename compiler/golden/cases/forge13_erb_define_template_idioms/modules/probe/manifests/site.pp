define probe::site (
  Integer $port = 80,
  Hash $opts = { 'tls' => true, 'ciphers' => 'HIGH', 'n' => 2 },
  Array $list = ['a', 'b', 'c'],
) {
  file { "/etc/site-${title}": content => template('probe/d.erb') }
}
