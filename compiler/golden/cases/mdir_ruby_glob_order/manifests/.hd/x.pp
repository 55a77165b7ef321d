notice('.hd/x.pp')
