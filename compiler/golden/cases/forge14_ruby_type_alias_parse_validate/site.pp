# Written for this case.
notify { 'good': message => app::valid({ 'host' => 'db', 'port' => 5432 }) }
notify { 'bad': message => app::valid([80, 0]) }
