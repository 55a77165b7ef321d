notice('a-b.pp')
