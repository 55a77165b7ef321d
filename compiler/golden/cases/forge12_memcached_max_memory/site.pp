# Written for this case after saz-memcached's memcached class (max_memory => '95%' by default).
notify { 'mem':
  message => [memcached::max_memory(undef), memcached::max_memory('50%'), memcached::max_memory(2048),
    memcached::max_memory('512'), memcached::max_memory('12.5%')],
}
