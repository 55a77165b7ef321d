# QA-FORGE-7: the function form of err_forge7_define_param_unknown_type: a module's Puppet function
# whose signature names a type alias no module provides (stdlib missing), called from site.pp.
notice(m::unit_path('/etc/systemd/system', 'a.service'))
