# QA-FORGE-7: forge7_grafana_types with two of voxpupuli-grafana's providers beside the types (the
# Puppet::Provider::Grafana base class and grafana_organization's provider, code index 3d599b6f): a
# catalog is the same as without them.
$grafana_admin = Sensitive('5ecretPassw0rd')

grafana_organization { 'example_org':
  grafana_url      => 'http://localhost:3000',
  grafana_user     => 'admin',
  grafana_password => $grafana_admin,
}

grafana_datasource { 'influxdb':
  grafana_url      => 'http://localhost:3000',
  grafana_user     => 'admin',
  grafana_password => $grafana_admin,
  grafana_api_path => '/grafana/api',
  type             => 'influxdb',
  organization     => 'example_org',
  url              => 'http://localhost:8086',
  user             => 'admin',
  password         => Sensitive('1nFlux5ecret'),
  database         => 'graphite',
  access_mode      => 'proxy',
  is_default       => true,
  json_data        => { 'timeInterval' => '10s', 'httpMode' => 'POST' },
  secure_json_data => Sensitive({ 'token' => 'abc' }),
}

grafana_folder { 'example-folder':
  ensure       => present,
  uid          => 'example-folder',
  grafana_url  => 'http://localhost:3000',
  grafana_user => 'admin',
  grafana_password => $grafana_admin,
  permissions  => [
    { 'permission' => 2, 'role' => 'Editor' },
    { 'permission' => 1, 'role' => 'Viewer' },
  ],
}

grafana_dashboard { 'example_dashboard':
  grafana_url      => 'http://localhost:3000',
  grafana_user     => 'admin',
  grafana_password => $grafana_admin,
  content          => '{"title": "example_dashboard", "panels": []}',
  require          => Grafana_folder['example-folder'],
}

grafana_user { 'username':
  grafana_url      => 'http://localhost:3000',
  grafana_user     => 'admin',
  grafana_password => $grafana_admin,
  full_name        => 'John Doe',
  password         => 'Us3r5ecret',
  email            => 'john@example.com',
  organizations    => { 'example_org' => 'Editor', 'Main Org.' => 'viewer' },
}

grafana_team { 'example-team':
  ensure           => present,
  grafana_url      => 'http://localhost:3000',
  grafana_user     => 'admin',
  grafana_password => $grafana_admin,
  home_dashboard   => 'example_dashboard',
  organization     => 'example_org',
}

grafana_plugin { 'grafana-simple-json-datasource': }
grafana_plugin { 'grafana-example-custom-plugin':
  ensure     => present,
  plugin_url => 'https://github.com/example/example-custom-plugin/zipball/v1.0.0',
}

grafana_ldap_config { '/etc/grafana/ldap.toml':
  owner   => 'grafana',
  group   => 'grafana',
  replace => true,
  backup  => false,
}

grafana_ldap_server { 'ldap':
  hosts                 => ['ldap.example.com'],
  port                  => 636,
  use_ssl               => true,
  start_tls             => false,
  ssl_skip_verify       => false,
  root_ca_cert          => '/etc/ssl/certs/ca-certificates.crt',
  bind_dn               => 'cn=grafana,dc=example,dc=com',
  bind_password         => 'ldap-secret',
  search_filter         => '(uid=%s)',
  search_base_dns       => ['ou=people,dc=example,dc=com'],
  group_search_filter   => '(&(objectClass=posixGroup)(memberUid=%s))',
  group_search_base_dns => ['ou=groups,dc=example,dc=com'],
  attributes            => { 'name' => 'givenName', 'surname' => 'sn', 'username' => 'uid', 'email' => 'mail' },
}
