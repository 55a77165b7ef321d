if true { "x" $y = 1 }
