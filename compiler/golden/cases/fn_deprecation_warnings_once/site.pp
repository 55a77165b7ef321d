# Deprecation warnings of Puppet's own functions (warn_once): empty() of a number warns once per
# call site (its key holds the file and line), the others once per compile. Each has a second line:
# "   (file: F, line: L)" for empty() and strftime(), "   (file & line not available)" otherwise.
notice(empty(1))
notice(empty(2))
[1, 2].each |$x| { notice(empty($x)) }
notice(abs('-3'))
notice(abs('-4'))
notice(floor('3.5'))
notice(ceiling('3.5'))
notice(max('1', '2'))
notice(min('1', 2))
notice(strftime('%Y', 'UTC') =~ /\d+/)
notice(strftime('%Y') =~ /\d+/)
