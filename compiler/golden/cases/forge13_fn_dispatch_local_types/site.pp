notify { 'a': message => probe::multi({ 'host' => 'h', 'port' => 80 }) }
notify { 'b': message => probe::multi('h', 53, 'udp') }
notify { 'c': message => probe::multi([{ 'host' => 'x', 'port' => 1 }, { 'host' => 'y', 'port' => 2, 'proto' => 'udp' }]) |$u| { upcase($u) } }
notify { 'd': message => probe::multi(false) }
