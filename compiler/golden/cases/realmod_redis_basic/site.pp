# arioch-redis 3.2.0: a server with persistence, memory limits and a password, plus a second
# instance through redis::instance.
class { 'redis':
  bind             => '10.0.0.5',
  port             => 6379,
  maxmemory        => '2gb',
  maxmemory_policy => 'allkeys-lru',
  requirepass      => 'redis-pass',
  appendonly       => true,
  save_db_to_disk_interval => { '900' => '1', '300' => '10' },
  manage_repo      => false,
}
redis::instance { 'cache':
  port         => 6380,
  save_db_to_disk => false,
  maxmemory    => '512mb',
}
