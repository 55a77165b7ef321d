class m(
  M::Port $port = 80,
) {
  notify { "port ${port}": }
}
