class m {
  m::unit { 'a.service': }
}
