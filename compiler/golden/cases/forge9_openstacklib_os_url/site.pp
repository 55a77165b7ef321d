# openstack/puppet-openstacklib's current os_url (URI::Generic.build, ERB::Util.url_encode; a create_function
# without dispatch) next to Debian's openstacklib 21 functions it is used with.
notice(os_url({ 'host' => 'keystone.example.com', 'port' => '5000', 'path' => '/v3' }))
notice(os_url({
  'scheme'   => 'https',
  'host'     => normalize_ip_for_uri('fd00::10'),
  'port'     => '8774',
  'path'     => '/v2.1',
  'username' => 'nova admin',
  'password' => 'p@ss/w:rd&',
  'query'    => { 'a' => 'b', 'insecure' => 'true' },
}))
notice(os_url({ 'scheme' => 'http', 'host' => '192.0.2.1' }))
notice(os_url({ 'host' => 'fd00::30', 'port' => '9696' }))
notice(os_database_connection({
  'dialect' => 'mysql+pymysql', 'host' => '192.0.2.20', 'database' => 'nova', 'username' => 'nova',
  'password' => 'secret', 'extra' => { 'charset' => 'utf8', 'read_default_file' => '/etc/my.cnf' },
}))
notice(os_transport_url({
  'transport' => 'rabbit', 'hosts' => ['fd00::1', '192.0.2.2'], 'port' => 5671, 'username' => 'guest',
  'password' => 'gu@st', 'virtual_host' => '/', 'ssl' => 'yes', 'query' => { 'heartbeat' => '30' },
}))
notice(is_service_default('<SERVICE DEFAULT>'))
notice(inet6_prefix('fd00::5'))
