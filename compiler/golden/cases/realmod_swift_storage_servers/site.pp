# puppet-swift: a storage node whose account, container and object servers are declared one by
# one (swift::storage::server with pipelines, workers, statsd, rsync modules per device), the ring
# builder class with its rings, and the object expirer
# (which needs memcached).
class { 'swift':
  swift_hash_path_suffix => 'secret-suffix',
  swift_hash_path_prefix => 'secret-prefix',
}
class { 'swift::storage':
  storage_local_net_ip => '10.0.2.5',
}
swift::storage::server { '6200':
  type                    => 'object',
  devices                 => '/srv/node',
  storage_local_net_ip    => '10.0.2.5',
  workers                 => 4,
  replicator_concurrency  => 2,
  statsd_enabled          => true,
  log_statsd_host         => 'statsd.example.com',
  rsync_module_per_device => true,
  device_names            => ['sdb', 'sdc'],
  max_connections         => 10,
}
swift::storage::server { '6201':
  type                 => 'container',
  storage_local_net_ip => '10.0.2.5',
  pipeline             => ['healthcheck', 'recon', 'container-server'],
  log_level            => 'DEBUG',
}
swift::storage::server { '6202':
  type                 => 'account',
  storage_local_net_ip => '10.0.2.5',
  reaper_concurrency   => 4,
}
swift::storage::filter::healthcheck { 'container': }
swift::storage::filter::recon { 'container': }
class { 'swift::ringbuilder':
  part_power     => 18,
  replicas       => 3,
  min_part_hours => 1,
}
include memcached
class { 'swift::objectexpirer':
  interval    => 600,
  concurrency => 4,
}
