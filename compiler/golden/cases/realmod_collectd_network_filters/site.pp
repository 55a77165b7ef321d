# puppet-collectd: a relay with network listeners and servers, filter chains (rules, matches,
# targets), several graphite carbons, curl_json, SNMP hosts and data, and aggregations.
class { 'collectd':
  purge        => true,
  recurse      => true,
  purge_config => true,
  minimum_version => '5.12',
}
include collectd::plugin::network
collectd::plugin::network::listener { '0.0.0.0':
  port          => 25826,
  securitylevel => 'Encrypt',
  authfile      => '/etc/collectd/passwd',
}
collectd::plugin::network::server { 'metrics.example.com':
  port          => 25826,
  securitylevel => 'Sign',
  username      => 'relay',
  password      => 'relay_secret',
  forward       => true,
}
class { 'collectd::plugin::filter':
  precachechain  => 'PreChain',
  postcachechain => 'PostChain',
}
collectd::plugin::filter::chain { 'PreChain':
  target => 'return',
}
collectd::plugin::filter::rule { 'ignore-loop':
  chain => 'PreChain',
}
collectd::plugin::filter::match { 'loop devices':
  chain   => 'PreChain',
  rule    => 'ignore-loop',
  plugin  => 'regex',
  options => { 'Plugin' => '^disk$', 'PluginInstance' => '^loop' },
}
collectd::plugin::filter::target { 'stop':
  chain  => 'PreChain',
  rule   => 'ignore-loop',
  plugin => 'stop',
}
include collectd::plugin::write_graphite
collectd::plugin::write_graphite::carbon { 'graphite-a':
  graphitehost   => 'graphite-a.example.com',
  graphiteport   => 2003,
  graphiteprefix => 'collectd.',
  protocol       => 'tcp',
  storerates     => true,
}
collectd::plugin::write_graphite::carbon { 'graphite-b':
  graphitehost => 'graphite-b.example.com',
  protocol     => 'udp',
  separateinstances => true,
}
collectd::plugin::curl_json { 'rabbitmq':
  url      => 'http://localhost:15672/api/overview',
  instance => 'rabbitmq',
  user     => 'guest',
  password => 'guest',
  keys     => {
    'message_stats/publish' => { 'type' => 'gauge' },
    'queue_totals/messages' => { 'type' => 'gauge' },
  },
}
include collectd::plugin::snmp
collectd::plugin::snmp::data { 'ifOctets':
  type     => 'if_octets',
  table    => true,
  instance => 'IF-MIB::ifDescr',
  values   => ['IF-MIB::ifInOctets', 'IF-MIB::ifOutOctets'],
}
collectd::plugin::snmp::host { 'switch1.example.com':
  collect   => ['ifOctets'],
  address   => '10.0.0.2',
  version   => 2,
  community => 'public',
  interval  => 60,
}
include collectd::plugin::aggregation
collectd::plugin::aggregation::aggregator { 'cpu':
  plugin           => 'cpu',
  agg_type         => 'cpu',
  groupby          => ['Host', 'TypeInstance'],
  calculateaverage => true,
  calculatesum     => true,
}
