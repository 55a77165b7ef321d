# QA-FORGE-7: reduced from forge7_grafana_types. voxpupuli-grafana's grafana_datasource type calls
# `sensitive true` inside `newproperty(:password)`; the properties declared after it (database,
# access_mode, ...) are still the type's in Puppet.
grafana_datasource { 'influxdb':
  grafana_url => 'http://localhost:3000',
  type        => 'influxdb',
  password    => 'secret',
  database    => 'graphite',
  access_mode => 'proxy',
}
