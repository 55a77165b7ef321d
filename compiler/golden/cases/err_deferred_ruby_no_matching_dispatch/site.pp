class { 'app':
  password => Deferred('vault::secret', ['kv/app', 'a', 'b']),
  user     => 'u',
}
