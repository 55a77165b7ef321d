class m (Integer $x = 1, Integer $y = 1) {
  notice("${x} ${y}")
}
