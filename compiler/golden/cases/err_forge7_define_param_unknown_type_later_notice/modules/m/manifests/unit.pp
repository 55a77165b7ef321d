define m::unit (
  Stdlib::Absolutepath $path = '/etc/systemd/system',
) {
}
