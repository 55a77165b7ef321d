$x = lookup({ 'name' => 'str', 'bogus' => 1 })
