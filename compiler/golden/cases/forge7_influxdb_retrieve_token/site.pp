# QA-FORGE-7: puppetlabs-influxdb's influxdb::retrieve_token (code index, 225e0fc7) as the README
# uses it, Deferred to the agent for telegraf's token, and called in the compile with a token file
# the server does not have (its rescue logs through Puppet.err with a keyword-style Hash and
# returns nil).
$telegraf_token = Deferred('influxdb::retrieve_token', ['https://influxdb.example.com:8086', 'telegraf read token', '/root/.influxdb_token'])
file { '/etc/telegraf/token':
  ensure  => file,
  content => $telegraf_token,
}
$direct = influxdb::retrieve_token('https://influxdb.example.com:8086', 'telegraf read token', '/nonexistent/.influxdb_token')
notice("direct: ${direct} (${type($direct)})")
