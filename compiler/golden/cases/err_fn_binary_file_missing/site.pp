notice(binary_file('m/nope.dat'))
