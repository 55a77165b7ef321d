class { 'm': secret => 'hunter2', other => 'plain' }
