$x = 'a\q' $y = "\q"
