# puppet-collectd: Java monitoring with GenericJMX (connection and mbeans), database queries through
# the dbi plugin, a perl plugin with config, process matches and a postgresql writer.
class { 'collectd':
  minimum_version => '5.12',
}
class { 'collectd::plugin::genericjmx':
  jvmarg => ['-Djava.class.path=/usr/share/collectd/java/collectd-api.jar:/usr/share/collectd/java/generic-jmx.jar'],
}
collectd::plugin::genericjmx::mbean { 'garbage_collector':
  object_name     => 'java.lang:type=GarbageCollector,*',
  instance_prefix => 'gc-',
  instance_from   => ['name'],
  values          => [
    { 'mbean_type' => 'invocations', 'table' => false, 'attribute' => 'CollectionCount' },
    { 'mbean_type' => 'total_time_in_ms', 'instance_prefix' => 'collection_time', 'table' => false, 'attribute' => 'CollectionTime' },
  ],
}
collectd::plugin::genericjmx::connection { 'java-app':
  host        => $facts['networking']['fqdn'],
  service_url => 'service:jmx:rmi:///jndi/rmi://localhost:9999/jmxrmi',
  collect     => ['garbage_collector'],
}
include collectd::plugin::dbi
collectd::plugin::dbi::database { 'appdb':
  driver       => 'mysql',
  host         => 'localhost',
  databasename => 'app',
  driveroption => { 'username' => 'collectd', 'password' => 'secret' },
  query        => ['active_sessions'],
}
collectd::plugin::dbi::query { 'active_sessions':
  statement => 'SELECT COUNT(*) AS value FROM sessions WHERE active = 1',
  results   => [{ 'type' => 'gauge', 'instanceprefix' => 'sessions', 'valuesfrom' => 'value' }],
}
include collectd::plugin::perl
collectd::plugin::perl::plugin { 'foo':
  module       => 'Collectd::Plugins::Foo',
  include_dir  => '/usr/local/lib/site_perl',
  enable_debugger => false,
  config       => { 'Host' => 'localhost', 'Port' => 8080 },
}
include collectd::plugin::processes
collectd::plugin::processes::processmatch { 'sidekiq':
  regex                   => 'sidekiq [0-9.]+',
  collect_file_descriptor => true,
}
include collectd::plugin::postgresql
collectd::plugin::postgresql::writer { 'sqlstore':
  statement  => 'SELECT collectd_insert($1, $2, $3, $4, $5, $6, $7, $8, $9);',
  storerates => false,
}
