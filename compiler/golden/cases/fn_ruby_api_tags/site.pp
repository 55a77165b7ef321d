include rtag
