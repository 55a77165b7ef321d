class b {}
