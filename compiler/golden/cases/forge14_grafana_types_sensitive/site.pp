# Written for this case after voxpupuli/puppet-grafana's README: datasources, teams and dashboards with
# Sensitive passwords (the module's types mark some parameters sensitive themselves).
$conn = { 'grafana_url' => 'http://localhost:3000', 'grafana_user' => 'admin', 'grafana_password' => Sensitive('5ecretPassw0rd') }
grafana_datasource { 'influxdb':
  *                => $conn,
  type             => 'influxdb',
  url              => 'http://localhost:8086',
  user             => 'admin',
  password         => Sensitive('1nFl0wDb'),
  database         => 'graphite',
  access_mode      => 'proxy',
  is_default       => true,
  json_data        => { 'timeInterval' => '10s', 'tlsSkipVerify' => false },
  secure_json_data => Sensitive({ 'token' => 'abc' }),
}
grafana_team { 'example-team':
  ensure         => present,
  *              => $conn,
  home_dashboard => 'example-dashboard',
  organization   => 'example-org',
}
grafana_dashboard { 'example-dashboard':
  *       => $conn,
  content => to_json({ 'title' => 'example', 'panels' => [{ 'id' => 1, 'type' => 'graph' }] }),
  before  => Grafana_team['example-team'],
}
