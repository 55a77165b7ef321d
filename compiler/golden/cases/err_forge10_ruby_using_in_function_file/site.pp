# using in a function file (written for this case).
notice(probe::shout('hi'))
