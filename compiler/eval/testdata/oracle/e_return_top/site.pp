notice('a')
return()
notice('b')
