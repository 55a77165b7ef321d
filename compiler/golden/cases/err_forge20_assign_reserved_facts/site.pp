# a profile trying to override a fact for the rest of the run
$facts = $facts + { 'role' => 'web' }
notice($facts['role'])
