class tm (
  Integer $port = 8443,
  Array[String] $hosts = ['b.example.com', 'a.example.com'],
  Hash $data = { 'x' => 1, 'y' => [true, 'z'], 'n' => undef },
  Sensitive[String] $sens = Sensitive('hidden'),
) {
  $secret = 'plain'
  file { '/tmp/a': content => template('tm/a.erb') }
  file { '/tmp/c': content => epp('tm/c.epp', { 's' => $sens }) }
  file { '/tmp/d': content => inline_epp('<%= $x %>-<%= $facts["os"]["name"] %>', { 'x' => 1 }) }
  file { '/tmp/e': content => inline_template("<%= @port * 2 %>\n") }
  file { '/tmp/f': content => stdlib::to_json_pretty($data) }
  notify { 'sens': message => "pw=${sens}" }
  notify { 'assert': message => assert_type(Integer[0, 10], 42) |$expected, $actual| { "fallback ${expected} ${actual}" } }
}
