notify { 'mem': message => memcached_max_memory('50%') }
