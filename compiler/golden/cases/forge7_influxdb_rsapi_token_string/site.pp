# QA-FORGE-7: puppetlabs-influxdb's influxdb_bucket (code index) with the token given as a plain
# String where the Resource API type says Optional[Sensitive[String]].
influxdb_bucket { 'my_bucket':
  org   => 'my_org',
  token => 's3cr3t-admin-token',
}
