# Which values a Ruby function gets frozen, and whether it gets the Puppet value's own object
# (recorded with Puppet 7.23). A 4.x function (and an ERB template's @vars and scope['x']) gets
# single-quoted literals, facts (deeply, hashes too) and $trusted frozen; double-quoted and
# interpolated strings, heredocs, Hiera data, $name, $module_name and other functions' results
# unfrozen; a 3.x function gets copies of arrays and hashes, and strings as they are: recorded in run
# mode server (file run_mode), as Puppet Server runs; in run mode user Runtime3Converter dups a frozen
# String, so puppet apply's 3.x function gets them unfrozen. Arrays and Hashes
# (and unfrozen Strings) are the variable's own object: a function's a << 9 is seen afterwards
# through $a and $b = $a, and a Hiera string changed in place stays changed for later lookups.
$x = 'X'
$lit = 'abc'
$interp = "a${x}c"
$arr = ['p', 'q']
$fam = $facts['os']['family']
notice(fz::probe('single-quoted literal', 'abc'))
notice(fz::probe('double-quoted literal', "abc"))
notice(fz::probe('interpolated', "a${x}c"))
notice(fz::probe('variable of literal', $lit))
notice(fz::probe('variable of interpolated', $interp))
notice(fz::probe('heredoc', @(EOT)
  text
  | EOT
))
notice(fz::probe('array literal', ['a', "b${x}", 1]))
notice(fz::probe('hash literal', { 'k' => 'v', "i${x}" => "w${x}" }))
notice(fz::probe('fact string', $facts['os']['family']))
notice(fz::probe('fact hash', $facts['os']['release']))
notice(fz::probe('legacy fact', $::osfamily))
notice(fz::probe('trusted certname', $trusted['certname']))
notice(fz::probe('hiera string', lookup('str')))
notice(fz::probe('hiera array', lookup('arr')))
notice(fz::probe('hiera hash', lookup('hsh')))
notice(fz::probe('hiera interpolated', lookup('interp')))
notice(fz::probe('function result upcase', upcase('abc')))
notice(fz::probe('function result String()', String(12)))
notice(fz::probe('function result join', join(['a', 'b'], '-')))
notice(fz::probe('ruby function result', fz::make()))
notice(fz::probe('array concatenation', ['a'] + ['b']))
notice(fz::probe('split', split('a,b', ',')))
notice(fz::probe('map result', ['a'].map |$e| { $e }))
notice(fz::probe('node name', $trusted['hostname']))
notice(fz::probe('name var', $name))
notice(fz::probe('module_name', $module_name))
notice(fz::probe('number to string', "${1}"))
notice(fz_probe3('abc', "a${x}c", $lit, ['a', 'b'], $facts['os']['family']))

$a = [1, 2]
$b = $a
$h = { 'k' => 'v' }
$s = 'abc'
notice(fz::mutate($a, $h, $s))
notice($a)
notice($b)
notice($h)
notice($s)
$s2 = "a${x}"
notice(fz::mutate([1], {}, $s2))
notice($s2)
notice(fz::mutate([1], {}, lookup('str')))
notice(lookup('str'))
notice(inline_template('<%= @lit.frozen? %>'))
notice(template('fz/t.erb'))
