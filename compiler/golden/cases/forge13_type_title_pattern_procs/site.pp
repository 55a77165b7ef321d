probe_listener { 'Web.Example.com:8080': options => ['a', 'b'] }
probe_listener { 'db.example.com:5432': tls => true }
probe_listener { 'cache': host => 'cache.example.com', port => '6379' }
notify { 'refs': message => [Probe_listener['Web.Example.com:8080'], Probe_listener['cache']] }
