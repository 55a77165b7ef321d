class c($a = $b = 1) { }
include c
