# What a module function can change of the values Puppet passes it: literals, variables, values built
# at run time, facts.
$lit_a = ['x']
$lit_h = { 'k' => 1 }
$str = 'abc'
$built_a = ['y'] + ['z']
$built_h = { 'a' => 1 } + { 'b' => 2 }
$built_s = "${str}-${str}"
notify { 'lit_a': message => [mu::touch($lit_a), $lit_a] }
notify { 'lit_h': message => [mu::touch($lit_h), $lit_h] }
notify { 'str': message => [mu::touch($str), $str] }
notify { 'built_a': message => [mu::touch($built_a), $built_a] }
notify { 'built_h': message => [mu::touch($built_h), $built_h] }
notify { 'built_s': message => [mu::touch($built_s), $built_s] }
notify { 'inline': message => mu::touch(['i']) }
notify { 'facts': message => [mu::facts_touch(), $facts['os']['family']] }
