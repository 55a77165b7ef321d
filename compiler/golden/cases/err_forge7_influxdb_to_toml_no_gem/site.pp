# QA-FORGE-7: puppetlabs-influxdb's influxdb::to_toml (code index, 47b23dbb) on a server without
# the toml-rb gem it requires at load (the module's influxdb::profile::toml installs it for the
# next run): the function cannot be loaded.
file { '/etc/telegraf/telegraf.d/outputs.conf':
  ensure  => file,
  content => influxdb::to_toml({ 'outputs' => { 'influxdb_v2' => [{ 'urls' => ['https://influxdb.example.com:8086'], 'bucket' => 'puppet_data' }] } }),
}
