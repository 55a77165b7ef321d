# Directories whose names are not module names (Bad) are not modules: file('Bad/x.txt') finds nothing.
notice(file('Bad/x.txt', 'good_1/x.txt'))
include good_1
