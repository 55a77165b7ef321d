# find_file/find_template: the first reference naming an existing module file
# (files/ or templates/), as a path; undef when none. binary_file: a module
# file's bytes as a Binary (notice shows base64).
notice(find_file('m/nope', 'm/a.txt'))
notice(find_file(['m/nope', 'm/a.txt']))
notice(find_file('m/nope') =~ Undef)
notice(find_file() =~ Undef)
notice(find_template('m/t.erb'))
notice(find_template('m/a.txt') =~ Undef)
notice(find_file('m'))
$b = binary_file('m/bin.dat')
notice($b)
notice(type($b))
notice(binary_file('m/a.txt') == Binary('YWJjCg=='))
