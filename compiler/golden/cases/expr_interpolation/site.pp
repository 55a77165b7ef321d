# String interpolation: variable forms, expressions, method calls, and how values are formatted.
$x = 'val'
$n = 42
$f = 1.0
$g = 3.14159
$arr = ['a', 1, [true, undef]]
$u = undef
$t = true
$d = default
$hash = { 'k' => 'v', 'n' => 1, 'l' => ['x'] }
$r = [
  "plain ${x} and $x",
  "suffix ${x}s",
  "expr ${$n + 1}",
  "method ${x.upcase}",
  "call ${join(['p', 'q'], '-')}",
  "index ${arr[0]} ${hash['k']}",
  "integer ${n} float ${f} pi ${g}",
  "array ${arr}",
  "hash ${hash}",
  "undef [${u}] [${nosuchvar}]",
  "bool ${t} default ${d}",
  "regexp ${/ab+c/}",
  "escapes \$x \" \\ \t|\u2603|\u{1F600}|",
  'single $x \n \' \\',
  "qualified ${::x} ${facts['os']['family']}",
  "nested ${ "inner ${x}" }",
  "empty hash ${{}} empty array ${[]}",
  "string in array ${['it\'s', "q\"uote"]}",
  "number strings ${['1', 2]}",
  "big float ${1e20 + 0} small ${0.000012 + 0} third ${1.0 / 3} e16 ${1e16 + 0} e15 ${1e15 + 0.5}",
  "neg ${-5} hex ${0xff + 0} octal ${010 + 0} float int ${2.0 * 3}",
]
notify { 'interp': message => $r }
