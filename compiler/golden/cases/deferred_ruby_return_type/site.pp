class { 'app':
  password => Deferred('vault::secret', ['kv/app']),
  user     => Deferred('vault::secret', ['kv/app', 'user']),
}
