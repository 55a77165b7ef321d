# puppet-collectd 11.0.0: collectd with common plugins (cpu, memory, load, df, disk, interface,
# network client, write_graphite, processes, syslog, mysql database, exec) and a typesdb
# (collectd::type is left out: its order contains ':', which concat 7 rejects).
class { 'collectd':
  purge           => true,
  recurse         => true,
  purge_config    => true,
  minimum_version => '5.12',
  interval        => 30,
  manage_repo     => false,
}
include collectd::plugin::cpu
include collectd::plugin::memory
include collectd::plugin::load
class { 'collectd::plugin::df':
  mountpoints    => ['/u'],
  fstypes        => ['nfs', 'tmpfs', 'autofs', 'gpfs', 'proc', 'devpts'],
  ignoreselected => true,
}
class { 'collectd::plugin::disk':
  disks          => ['/^dm/'],
  ignoreselected => true,
}
class { 'collectd::plugin::interface':
  interfaces     => ['lo'],
  ignoreselected => true,
}
class { 'collectd::plugin::network':
  servers => { 'collectd.example.com' => { 'port' => 25826, 'securitylevel' => 'Encrypt', 'username' => 'u', 'password' => 'p' } },
}
class { 'collectd::plugin::write_graphite':
  carbons => {
    'graphite' => { 'graphitehost' => 'graphite.example.com', 'graphiteport' => 2003, 'graphiteprefix' => 'collectd.', 'protocol' => 'tcp' },
  },
}
class { 'collectd::plugin::processes':
  processes       => ['nginx', 'mysqld'],
  process_matches => [{ 'name' => 'java-app', 'regex' => 'java.*app\.jar' }],
}
class { 'collectd::plugin::syslog':
  log_level => 'warning',
}
collectd::plugin::mysql::database { 'app':
  host     => 'localhost',
  username => 'collectd',
  password => 'collectd-pass',
  port     => '3306',
  masterstats => true,
}
collectd::plugin::exec::cmd { 'custom':
  user  => 'nobody',
  group => 'nogroup',
  exec  => ['/usr/local/bin/custom-metrics', '--flag'],
}
collectd::typesdb { '/etc/collectd/types.db.custom': }
