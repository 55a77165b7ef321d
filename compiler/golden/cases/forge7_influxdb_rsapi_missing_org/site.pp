# QA-FORGE-7: puppetlabs-influxdb's influxdb_auth (code index) without its mandatory org and
# permissions, and an unknown status.
influxdb_auth { 'telegraf read token':
  status => 'enabled',
}
