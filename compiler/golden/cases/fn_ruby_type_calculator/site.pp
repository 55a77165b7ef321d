$m_var = 'topvar'
notify { 'a1': message => [m::multi(3), m::multi(3, 4), m::multi('a', 'b', 'c'), m::multi([3, 1, 2]) |$x| { $x * 10 }] }
notify { 'a2': message => m::typey({ 'b' => 1, 'a' => [1.5, 'x'] }) }
notify { 'a3': message => m::typey(42) }
notify { 'a4': message => old3('x', 1, true, undef, [1], { 'k' => 'v' }) }
