# QA-FORGE-7: err_forge7_define_param_unknown_type with a notice after the declaration: Puppet fails
# at the declaration itself (resolving the define's parameter types), so the notice is never logged.
m::unit { 'a.service': }
notice('after the declaration')
