# Variables of a class's or define's body that name its parameters (the
# parser gives them the parameter's position; PERF-9): few parameters and
# many (more than 8), read plainly, in strings, in lambdas that shadow them
# or assign a local of the same name, after a match, in defaults that read
# earlier parameters, with inheritance and a nested class.
define few($a, $b = "${a}-b", $c = undef) {
  notify { "few ${title}": message => "${a} ${b} ${c} ${name}" }
  [1, 2].each |$a| { notify { "few ${title} lambda ${a}": message => $b } }
  [3].each |$x| {
    $b = "local ${x}"
    notify { "few ${title} local": message => "${b} ${a}" }
  }
  if $a =~ /^(\w)(\w*)/ {
    notify { "few ${title} match": message => "${1} ${a} ${2}" }
  }
  $d = [$a, $b, $c].filter |$v| { $v != undef }
  notify { "few ${title} list": message => join($d, ',') }
}

define many(
  $p1, $p2 = 2, $p3 = "${p1}/${p2}", $p4 = [$p1, $p2], $p5 = undef,
  $p6 = $p5, $p7 = 'seven', $p8 = { 'k' => $p7 }, $p9 = 9, $p10 = $p9 + 1,
) {
  notify { "many ${title}": message => "${p1} ${p2} ${p3} ${p4} ${p5} ${p6} ${p7} ${p8} ${p9} ${p10}" }
  $p10.each |$p9| { notify { "many ${title} ${p9}": message => $p3 } }
  $sum = $p9 + $p10
  notify { "many ${title} sum": message => "${sum} ${p8['k']}" }
  few { "from ${title}": a => $p7, c => $p1 }
}

class base($shared = 'base', $only = 'only') {
  notify { "base": message => "${shared} ${only}" }
}

class child(
  $shared = 'child', $q1 = 1, $q2 = 2, $q3 = 3, $q4 = 4, $q5 = 5, $q6 = 6, $q7 = 7, $q8 = 8,
) inherits base {
  notify { "child": message => "${shared} ${only} ${q1} ${q8} ${base::shared}" }
  class nested($shared = 'nested') {
    notify { "nested": message => "${shared} ${child::q3}" }
  }
  include child::nested
  many { 'in-child': p1 => $q2, p5 => $shared }
}

few { 'one': a => 'alpha' }
few { 'two': a => 'beta', b => 'given', c => 'c' }
many { 'top': p1 => 'x' }
include child
