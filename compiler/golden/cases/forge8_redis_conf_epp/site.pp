# QA-FORGE-8: an excerpt of voxpupuli/puppet-redis's redis.conf.epp 847e0322: typed EPP parameters
# (Stdlib::IP::Address arrays, Variant[Absolutepath, Enum['']], Integer[1, 500], Sensitive in a Variant),
# `.empty` without parentheses, bool2str with three arguments, a Hash iterated with a lambda, a Sensitive
# value interpolated in the output (Puppet writes its redacted form), `=~ Undef`.
$base = {
  'daemonize' => true, 'pid_file' => '/var/run/redis/redis-server.pid', 'protected_mode' => true, 'port' => 6379,
  'tcp_backlog' => 511, 'bind_arr' => ['127.0.0.1', '::1'], 'unixsocket' => '/var/run/redis/redis.sock',
  'unixsocketperm' => '0755', 'log_level' => 'notice', 'syslog_enabled' => false, 'syslog_facility' => undef,
  'save_db_to_disk' => true, 'save_db_to_disk_interval' => { '900' => '1', '300' => '10', '60' => '10000' },
  'dbfilename' => 'dump.rdb', 'slaveof' => undef, 'masterauth' => undef, 'repl_announce_ip' => undef,
  'repl_announce_port' => undef, 'repl_disable_tcp_nodelay' => false, 'requirepass' => undef,
  'rename_commands' => {}, 'maxmemory' => undef, 'tls_port' => undef, 'tls_cert_file' => undef,
  'tls_protocols' => undef, 'tls_replication' => false, 'hz' => 10, 'modules' => [], 'io_threads' => undef,
  'io_threads_do_reads' => undef,
}
file { '/etc/redis/redis.conf':
  content => epp('redis/redis.conf.epp', $base),
}
file { '/etc/redis/redis-replica.conf':
  content => epp('redis/redis.conf.epp', $base + {
    'daemonize' => false, 'port' => 6380, 'bind_arr' => [], 'unixsocket' => '', 'unixsocketperm' => '',
    'syslog_enabled' => true, 'syslog_facility' => 'local0', 'save_db_to_disk' => false, 'dbfilename' => false,
    'slaveof' => '10.0.0.5 6379', 'masterauth' => Sensitive('s3cret!'), 'repl_announce_ip' => 'replica1.example.com',
    'repl_announce_port' => 16380, 'repl_disable_tcp_nodelay' => true, 'requirepass' => 'p@ss word',
    'rename_commands' => { 'CONFIG' => 'b840fc02d524045429941cc15f59e41cb7be6c52', 'FLUSHALL' => '""' },
    'maxmemory' => '2gb', 'tls_port' => 6390, 'tls_cert_file' => '/etc/redis/tls.crt', 'tls_protocols' => 'TLSv1.2 TLSv1.3',
    'tls_replication' => true, 'hz' => 500, 'modules' => ['/usr/lib/redis/modules/redisearch.so'], 'io_threads' => 4,
    'io_threads_do_reads' => false,
  }),
}
