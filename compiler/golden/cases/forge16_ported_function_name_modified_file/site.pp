# Module functions whose names Punch has Go ports for, in files other than the ones the ports were
# checked against (a fork or newer release): Puppet runs these files.
notify { 'mysql': message => mysql::password('secret') }
notify { 'mysql sensitive': message => mysql::password('secret', true) =~ Sensitive }
notify { 'memcached': message => memcached::max_memory('50%') }
notify { 'dns': message => get_in_addr_arpa('192.168.1.0/24') }
