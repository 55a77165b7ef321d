# Debian's openstacklib 21.0.0 os_database_connection with an IPv6 host (ported to Go in Punch): Ruby's
# URI::Generic.build brackets a host holding ':' (URI::Generic#hostname=), as os_url's does (forge9_openstacklib_os_url).
notice(os_database_connection({
  'dialect' => 'mysql+pymysql', 'host' => 'fd00::20', 'database' => 'nova', 'username' => 'nova',
  'password' => 'secret', 'extra' => { 'charset' => 'utf8', 'read_default_file' => '/etc/my.cnf' },
}))
notice(os_database_connection({ 'dialect' => 'postgresql', 'host' => '::1', 'port' => '5432', 'database' => 'keystone' }))
notice(os_database_connection({ 'dialect' => 'mysql', 'host' => '[fd00::21]', 'database' => 'glance' }))
notice(os_database_connection({ 'dialect' => 'sqlite', 'database' => '/var/lib/nova/nova.sqlite' }))
