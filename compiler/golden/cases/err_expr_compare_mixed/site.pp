$a = 1 < 2
notice($a)
notice(1 < 'a')
