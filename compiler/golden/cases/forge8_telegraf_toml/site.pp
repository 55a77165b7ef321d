# QA-FORGE-8: voxpupuli/puppet-telegraf (manifests of the stdlib::to_toml era: init/config 1b568259,
# input/aggregator 6321fd1f, processor 1ba2350d, params c95e9047, module hiera.yaml/defaults.yaml bd79dfe0)
# as its README shows: class telegraf from Hiera (deep-merged inputs/outputs through the module's
# lookup_options, processors through the `*` splat) and telegraf::input/aggregator defines.
# stdlib 9's to_toml and PuppetX::Stdlib::TomlDumper are Ruby (rubylib: the oracle needs the lib on $LOAD_PATH).
include telegraf

telegraf::input { 'my_exec':
  plugin_type => 'exec',
  options     => [
    {
      'commands'    => ['/usr/local/bin/my_input.py'],
      'name_suffix' => '_my_input',
      'data_format' => 'json',
      'timeout'     => '10s',
    },
  ],
}
telegraf::input { 'haproxy':
  options => [{ 'servers' => ['http://localhost:9000/haproxy?stats'], 'insecure_skip_verify' => false }],
}
telegraf::input { 'snmp':
  options => [
    {
      'agents'    => ['udp://127.0.0.1:161'],
      'version'   => 2,
      'community' => 'public',
      'field'     => [{ 'name' => 'uptime', 'oid' => '.1.3.6.1.2.1.1.3.0' }, { 'name' => 'sysName', 'oid' => 'SNMPv2-MIB::sysName.0', 'is_tag' => true }],
      'table'     => [{ 'name' => 'interface', 'inherit_tags' => ['sysName'], 'field' => [{ 'oid' => 'IF-MIB::ifDescr', 'is_tag' => true }] }],
      'tagpass'   => { 'cpu' => ['cpu0', 'cpu1'] },
    },
  ],
}
telegraf::aggregator { 'basicstats':
  options => [{ 'period' => '30s', 'drop_original' => false, 'stats' => ['count', 'mean', 'max'] }],
}
