# saz-memcached 3.1.0: memory as a percentage and an absolute value, listen addresses, extended options.
class { 'memcached':
  max_memory      => '12%',
  listen_ip       => '10.0.0.5',
  tcp_port        => 11212,
  udp_port        => 0,
  max_connections => 4096,
  max_item_size   => '4m',
  lock_memory     => true,
  extended_opts   => ['lru_crawler', 'lru_maintainer'],
  verbosity       => 'v',
}
