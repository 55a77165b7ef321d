class m ($a = 1, $b = undef) {
  $local = "x"
  include p::probe
}
