# QA-FORGE-6: values crossing Puppet's 3.x function API as module 3.x functions see them: undef as '' at the top
# level and nil inside, Regexp/Timestamp/SemVer/Binary as Strings, a type as its Ruby object (inspect), default as
# :default, Sensitive; what comes back: nil/:undef as undef, a Symbol as Runtime[ruby, 'Symbol'], nil and :undef in
# arrays and hashes; a returned '42' coerced with a warning; arity; lookupvar/self[] in a statement function.
$probe_var = 'pv'
notice(probe3x(undef, [undef, 1], { 'k' => undef }, 1, 2.5, true, 'str', /re/, Integer, Sensitive('s'), default, Timestamp('2024-01-01T00:00:00Z'), SemVer('1.0.0'), Binary('aGk='), { 1 => 2 }))
notice(probe3x())
['nil', 'undef', 'sym', 'empty', 'hash', 'arr', 'int_s'].each |$k| {
  $r = probe3x_ret($k)
  notice("${k}: ${type($r)} [${r}] ${r =~ Undef}")
}
notice(probe3x_ret('int_s') + 1)
notice(probe3x_arity2(1, 2))
$x = probe3x_stmt()
notice($x)
