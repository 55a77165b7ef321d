notice('a_under.pp')
