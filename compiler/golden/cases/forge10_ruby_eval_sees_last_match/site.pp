# eval and $~ (written for this case)
notice(probe::lastmatch())
