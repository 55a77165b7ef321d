class bar { }
