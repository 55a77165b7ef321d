# QA-FORGE-7: theforeman-foreman's foreman::to_symbolized_yaml (code index) with options given as an
# Array instead of a Hash.
notice(foreman::to_symbolized_yaml({ 'a' => 1 }, ['indentation', 4]))
