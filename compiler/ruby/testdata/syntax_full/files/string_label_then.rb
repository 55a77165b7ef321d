foo("a": 1 2)
bar(:b => 3 4)
