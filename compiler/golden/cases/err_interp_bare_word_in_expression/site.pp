# In "${n + 1}" the n is a bare word (the string 'n'), not the variable $n.
$n = 1
notice("ok ${n}")
notice("bad ${n + 1}")
