notice('9_nine.pp')
