# arioch-redis 3.2.0: a replica managed by a sentinel, with
# the dotdeb apt repository (the sentinel package is only declared with it on Debian 12),
# ulimit through a limits file and a systemd drop-in, and a second instance.
class { 'redis':
  bind                       => '0.0.0.0',
  slaveof                    => '10.0.0.10 6379',
  masterauth                 => 'master-pass',
  ulimit                     => 65536,
  managed_by_cluster_manager => true,
  service_manage             => true,
  manage_repo                => true,
  unixsocket                 => '/var/run/redis/redis.sock',
  unixsocketperm             => '770',
  extra_config_file          => '/etc/redis/extra.conf',
  cluster_enabled            => false,
  notify_keyspace_events     => 'Ex',
  service_provider           => 'systemd',
}
class { 'redis::sentinel':
  master_name      => 'cache',
  redis_host       => '10.0.0.10',
  failover_timeout => 30000,
  quorum           => 2,
  auth_pass        => 'master-pass',
  notification_script => '/usr/local/bin/notify.sh',
}
redis::instance { 'sessions':
  port          => 6381,
  maxclients    => 2000,
  databases     => 4,
  appendonly    => true,
  requirepass   => 'sess-pass',
}
