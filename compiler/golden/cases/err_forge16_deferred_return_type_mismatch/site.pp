dfr::conf { 'x': port => Deferred('dfr::secret', ['a']) }
