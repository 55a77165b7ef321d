notice('10_ten.pp')
