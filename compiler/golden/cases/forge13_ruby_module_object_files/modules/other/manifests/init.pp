class other { $v = 1 }
