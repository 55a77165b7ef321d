$x = "abc\
