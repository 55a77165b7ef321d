notice('b/a.pp')
