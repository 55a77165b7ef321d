$x = "${ b }c
notice(1)
