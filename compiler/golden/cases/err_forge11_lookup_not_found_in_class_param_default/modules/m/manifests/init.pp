class m (
  Hash $x = lookup('nope'),
) {
}
