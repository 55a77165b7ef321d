$v = m::check({ 'host' => 'x' })
