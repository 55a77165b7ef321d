# An array index given as a numeric string is coerced with Puppet's warning ("The string '1' was
# automatically coerced to the numerical value 1"); a string index of a string is not (no warning).
$a = [10, 20, 30]
notice($a['1'])
notice($a['-1', '2'])
notice('abcdef'['2'])
notice('abcdef'['1', '-2'])
