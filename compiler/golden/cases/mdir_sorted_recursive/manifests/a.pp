notice('a.pp')
