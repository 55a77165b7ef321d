define m::d (
  String $x = lookup('nope2'),
) {
}
