File { mode => 1, mode => 2 }
