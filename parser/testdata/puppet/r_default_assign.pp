default = 1
