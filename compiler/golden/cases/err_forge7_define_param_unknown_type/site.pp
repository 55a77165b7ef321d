# QA-FORGE-7: reduced from err_forge7_systemd_manage_unit_no_stdlib: a define whose parameter type
# names a type alias that no module provides. Puppet's error is the unresolved type at the
# parameter, not wrapped in "Error while evaluating a Resource Statement" of the declaration.
m::unit { 'a.service': }
