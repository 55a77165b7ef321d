$v = m::check({ 'host' => 'x', 'user' => 'y' })
