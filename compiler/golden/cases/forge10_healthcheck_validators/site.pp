# voxpupuli/puppet-healthcheck's validator types as its README uses them (values written for this case).
tcp_conn_validator { 'postgres':
  host      => ['db1.example.com', 'db2.example.com'],
  port      => 5432,
  try_sleep => '5',
  timeout   => 120,
}
http_conn_validator { 'api':
  host          => 'api.example.com',
  port          => 8443,
  use_ssl       => true,
  test_url      => '/health',
  expected_code => '204',
  require       => Tcp_conn_validator['postgres'],
}
service { 'app': ensure => running, require => Http_conn_validator['api'] }
Tcp_conn_validator <| title == 'postgres' |> { timeout => 30 }
