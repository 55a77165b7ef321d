# QA-FORGE-8 (reduction of forge8_servicenow_getvar_backend): Ruby code that looks a variable up inside
# catch(:undefined_variable): Puppet's Scope#lookupvar throws to it for an unknown variable (no warning, the
# rest of the block skipped); without a catch it warns once and returns nil.
$known = 'yes'
$nil_var = undef
notice(m::has_var('known'))
notice(m::has_var('nil_var'))
notice(m::has_var('no_such_var'))
notice(m::has_var('::no_such_top'))
notice(m::has_var('no::such::qualified'))
notice(m_has_var3('known'))
notice(m_has_var3('unknown3'))
notice(m_has_var3('osfamily'))
