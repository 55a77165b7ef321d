notice((1)
