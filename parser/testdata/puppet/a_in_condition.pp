if $a = 1 {}
