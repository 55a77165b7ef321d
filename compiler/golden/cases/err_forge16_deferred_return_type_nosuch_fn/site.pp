dfr::conf { 'x': plain => Deferred('dfr::nosuch', ['a']) }
