# Which operators set $0..$n: =~ in if/unless/case/selector; captures survive to the end of the
# block of a successful match, and a later failed match does not reset them; a match outside any
# block (in an assignment) sets them for the rest of the scope.
if 'abc' =~ /(b)/ {
  notice("if: ${1}")
  if 'xyz' =~ /(q)/ { } else { notice("after failed inner match: [${1}]") }
}
$sel = 'key=val' ? { /^(\w+)=(\w+)$/ => "${2}:${1}", default => 'none' }
notice("selector: ${sel}")
case 'v1.2' {
  /^v(\d+)\.(\d+)$/: { notice("case: ${1} ${2}") }
}
notice("top level after blocks: [${1}]")
$m = 'abc' =~ /(c)/
notice("a match in an assignment sets captures for the rest of the scope: ${m} [${1}]")
