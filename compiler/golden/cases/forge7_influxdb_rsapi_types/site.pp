# QA-FORGE-7: puppetlabs-influxdb's Resource API types from the code index (influxdb_bucket and
# influxdb_auth 370f4324, influxdb_org 15a8d1c3) declared as the README shows, tokens as Sensitive.
$token = Sensitive('s3cr3t-admin-token')

influxdb_org { 'my_org':
  ensure        => present,
  influxdb_host => 'influxdb.example.com',
  desc          => 'Metrics of the example fleet',
}

influxdb_bucket { 'my_bucket':
  ensure          => present,
  org             => 'my_org',
  labels          => ['my_label1', 'my_label2'],
  retention_rules => [{ 'type' => 'expire', 'everySeconds' => 2592000, 'shardGroupDurationSeconds' => 604800 }],
  members         => ['telegraf'],
  token           => $token,
  host            => 'influxdb.example.com',
  require         => Influxdb_org['my_org'],
}

influxdb_bucket { 'puppet_data':
  org         => 'my_org',
  create_dbrp => false,
  use_ssl     => false,
  port        => 8087,
  token_file  => '/root/.influxdb_token',
}

influxdb_auth { 'telegraf read token':
  ensure      => present,
  org         => 'my_org',
  permissions => [
    { 'action' => 'read', 'resource' => { 'type' => 'telegrafs' } },
    { 'action' => 'write', 'resource' => { 'type' => 'buckets', 'name' => 'puppet_data' } },
  ],
  token       => $token,
  force       => true,
}
