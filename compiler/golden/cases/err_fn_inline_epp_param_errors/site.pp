# An EPP template is called as a lambda: its parameter errors are Puppet's validate_parameters
# ones under the subject 'lambda' (not 'epp()'), all of them: unknown names first, then missing
# values and type mismatches in parameter order, one per line when there are several.
notice(inline_epp('<%- |Integer $a = 1| -%><%= $a %>'))
notice(inline_epp('<%- |Integer $a, $b| -%><%= $a %>',
  {'a' => 'x', 'c' => 1}))
