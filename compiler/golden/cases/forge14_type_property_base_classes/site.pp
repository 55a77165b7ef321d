# Written for this case.
app_config { 'db':
  members     => ['b', 'a'],
  search_path => ['/opt/x', '/usr/x'],
  options     => { 'timeout' => '30', 'retries' => '3' },
  enabled     => true,
  config_file => '/etc/app/db.conf',
  purge       => 'yes',
  mode        => 'hard',
}
app_config { 'cache': ensure => absent }
