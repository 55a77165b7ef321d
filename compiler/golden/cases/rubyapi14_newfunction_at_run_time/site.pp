# 3.x functions made with Puppet::Parser::Functions.newfunction while the
# compile runs (from a 4.x function and from a template), then called from
# Ruby (scope.function_NAME, call_function) and from Puppet code: Runtime3
# argument conversion, :arity, :statement functions, redefinition.
rt::make().each |$i, $v| { notice("${i}: ${v}") }
notice(rt_echo('b', undef, [undef, 1], { 'k' => undef }))
notice(rt_stmt('x'))
$t = inline_template("<% Puppet::Parser::Functions.newfunction(:rt_tpl, :type => :rvalue) { |a| a.join('+') } %>ok")
notice($t)
notice(rt_tpl('p', 'q'))
notice(rt::after())
