notice('_u.pp')
