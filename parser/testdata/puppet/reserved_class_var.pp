$class = 1
