# Puppet's find_file_array takes one array: two arrays fail in Ruby.
notice(find_file(['m/nope'], ['m/a.txt']))
