dfr::conf { 'x': plain => Deferred('dfr::secret', [1, 2, 3]) }
