# Special Floats from module Ruby in Puppet code: types, comparisons, arithmetic and strings (not in the catalog).
$names = ['nan', 'inf', 'ninf', 'negzero', 'tiny', 'big', 'int_float']
$names.each |$n| {
  $v = fl::val($n)
  $desc = [
    String(type($v, 'generalized')),
    String($v),
    "${v}",
    $v =~ Float,
    $v == $v,
  ].join(' | ')
  notify { "float ${n}": message => $desc }
}
