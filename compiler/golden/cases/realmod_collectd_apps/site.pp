# puppet-collectd: application monitoring: python modules, postgresql databases with custom queries, curl pages with matches, tail files, filecount, ping, apache/nginx status, thresholds and prometheus export.
class { 'collectd':
  purge           => true,
  recurse         => true,
  purge_config    => true,
  minimum_version => '5.12',
  fqdnlookup      => false,
  interval        => 30,
}
class { 'collectd::plugin::python':
  modulepaths => ['/usr/share/collectd/python'],
  logtraces   => true,
  modules     => {
    'redis_info' => { 'config' => [{ 'Host' => '"127.0.0.1"', 'Port' => 6379, 'Verbose' => false }] },
  },
}
collectd::plugin::python::module { 'haproxy':
  modulepath => '/usr/share/collectd/python',
  config     => [{ 'Socket' => '"/run/haproxy/admin.sock"', 'ProxyMonitor' => ['"backend"', '"frontend"'] }],
}
include collectd::plugin::postgresql
collectd::plugin::postgresql::database { 'appdb':
  host     => 'localhost',
  user     => 'collectd',
  password => 'secret',
  port     => 5432,
  sslmode  => 'prefer',
  query    => ['disk_io', 'backends'],
}
collectd::plugin::postgresql::query { 'backends_by_state':
  statement => 'SELECT state, count(*) FROM pg_stat_activity GROUP BY state;',
  results   => [{ 'type' => 'gauge', 'instanceprefix' => 'backends', 'instancesfrom' => 'state', 'valuesfrom' => 'count' }],
}
include collectd::plugin::curl
collectd::plugin::curl::page { 'health':
  url                 => 'http://localhost:8080/health',
  measureresponsetime => true,
  matches             => [{ 'regex' => 'OK', 'dstype' => 'GaugeLast', 'type' => 'gauge', 'instance' => 'health_ok' }],
}
include collectd::plugin::tail
collectd::plugin::tail::file { 'exim':
  filename => '/var/log/exim4/mainlog',
  instance => 'exim',
  matches  => [
    { 'regex' => 'S=([1-9][0-9]*)', 'dstype' => 'CounterAdd', 'type' => 'ipt_bytes', 'instance' => 'total' },
    { 'regex' => '\\<R=local_user\\>', 'dstype' => 'CounterInc', 'type' => 'counter', 'instance' => 'local_user' },
  ],
}
include collectd::plugin::filecount
collectd::plugin::filecount::directory { 'spool':
  path      => '/var/spool/postfix/deferred',
  recursive => true,
  mtime     => '-5m',
}
class { 'collectd::plugin::ping':
  hosts    => ['gw.example.com', '8.8.8.8'],
  interval => 10,
  timeout  => 0.9,
}
class { 'collectd::plugin::apache':
  instances => { 'www' => { 'url' => 'http://localhost/server-status?auto', 'user' => 'collectd', 'password' => 'x' } },
}
class { 'collectd::plugin::nginx':
  url => 'http://localhost/nginx_status',
}
class { 'collectd::plugin::processes':
  processes       => ['nginx', 'postgres'],
  process_matches => [{ 'name' => 'java-app', 'regex' => 'java.*app.jar' }],
}
class { 'collectd::plugin::write_prometheus':
  port => '9103',
}
