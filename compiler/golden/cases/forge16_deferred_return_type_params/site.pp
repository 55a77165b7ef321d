# Deferred values given to typed parameters of a defined type: Puppet checks the Deferred function's
# return_type (per matching dispatch) against the parameter type; a function without one warns once.
dfr::conf { 'vault':
  password => Deferred('dfr::secret', ['kv/app', 'pw']),
  port     => Deferred('dfr::port', ['https']),
  count    => Deferred('dfr::secret', [3]),
}
dfr::conf { 'untyped':
  password => Deferred('dfr::untyped', ['x']),
  anything => Deferred('dfr::secret', ['kv/other']),
}
dfr::conf { 'untyped again':
  plain => Deferred('dfr::untyped', ['y']),
}
dfr::conf { 'builtin':
  plain => Deferred('sprintf', ['%s', 'z']),
}
