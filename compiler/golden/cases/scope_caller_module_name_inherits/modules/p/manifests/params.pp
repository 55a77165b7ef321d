class p::params {
  $x = 1
}
