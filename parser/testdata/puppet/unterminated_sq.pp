notice('abc)
