notice('Z_upper.pp')
