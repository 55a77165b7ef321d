# saz-memcached: memcached bound to an internal address with a memory share, UDP off, SASL off, extra options and a logfile.
class { 'memcached':
  listen_ip       => '10.0.0.5',
  tcp_port        => 11211,
  udp_port        => 0,
  max_memory      => '25%',
  max_connections => 4096,
  max_item_size   => '4m',
  processorcount  => 4,
  lock_memory     => false,
  verbosity       => 'v',
  logfile         => '/var/log/memcached.log',
  extended_opts   => ['lru_crawler', 'lru_maintainer'],
  large_mem_pages => true,
}
