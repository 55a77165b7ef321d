dfr::conf { 'x': plain => Deferred('dfr::secret', [5]) }
