# QA-FORGE-7: theforeman-foreman's foreman::ensure_value_in_string (code index) with one argument.
notice(foreman::ensure_value_in_string('one,two'))
