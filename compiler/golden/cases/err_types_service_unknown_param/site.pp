service { 'nginx':
  ensure  => running,
  enabled => true,
}
