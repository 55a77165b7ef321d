class base::params {
  $port = 8140
  $opts = { 'a' => 1 }
}
