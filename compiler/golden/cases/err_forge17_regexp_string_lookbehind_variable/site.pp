# A pattern given as a string (compiled when the expression runs) that Onigmo refuses: a variable-
# length look-behind. Puppet fails the match; other regexp engines accept it.
notice('before')
notice('xaab' =~ '(?<=a+)b')
