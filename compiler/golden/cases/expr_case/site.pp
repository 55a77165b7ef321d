# case: lists of options, arrays, regexps with captures, types, case-insensitive strings, default.
$x = 'Apache'
case $x {
  'nginx', 'apache': { notify { 'list hit': } }
  default:           { notify { 'list miss': } }
}
case 'server-17' {
  /^desktop/:        { notify { 'desktop': } }
  /^server-(\d+)$/:  { notify { "server number ${1}": } }
}
case 3.5 {
  Integer:           { notify { 'integer': } }
  Float[3, 4]:       { notify { 'float 3..4': } }
}
case [1, 'a'] {
  [1, 'b']:          { notify { 'wrong array': } }
  [1, 'A']:          { notify { 'array ci': } }
}
case ['x'] {
  ['y', 'x']:        { notify { 'array option not splat': } }
  default:           { notify { 'array needs equality': } }
}
case 'zzz' {
  'a':               { notify { 'a': } }
}
$val = case 'b' { 'a': { 1 } 'b': { 2 } default: { 3 } }
notify { "case value ${val}": }
case 'first' {
  /f/:   { notify { 'first match wins': } }
  'first': { notify { 'not reached': } }
}
