notice('b.pp')
