# strict_variables = true: an EPP template reading a variable it has not
# been given.
notice(epp('app/t.epp', { 'x' => 1 }))
