class probe($x = 1) { }
