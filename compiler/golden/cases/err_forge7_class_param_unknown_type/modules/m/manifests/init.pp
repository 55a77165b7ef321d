class m (
  Stdlib::Absolutepath $path = '/etc/systemd/system',
) {
}
