# A key outside the module's namespace in module data is ignored with a warning (not an error).
include ntpish
notice(lookup('other::key', undef, undef, 'not found'))
