$x = "a\q
b\w"
