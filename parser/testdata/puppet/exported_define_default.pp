@@File { mode => 1 }
