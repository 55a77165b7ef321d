class dummy::params {
  $port = 8443
  $servers = ['a.example.com', 'b.example.com']
  $options = { 'ssl' => true, 'ratio' => 0.25, 'none' => undef, 'nested' => { 'k' => 'v: colon', 'empty' => [] } }
  $text = "line one\nline two"
  $star = '*'
  $yes = 'yes'
  $num_str = '0755'
}
