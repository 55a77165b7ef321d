# puppetlabs-inifile's inifile::create_ini_settings (Ruby 3.1 hash shorthand `{ section: }`, _() messages,
# create_resources from Ruby) and its ini_setting / ini_section types, as the README uses them; values written for this case.
$defaults = { 'path' => '/etc/app/app.ini' }
$settings = {
  'main'  => { 'enabled' => true, 'workers' => 4, 'name' => 'app' },
  'db'    => { 'host' => 'db.example.com', 'password' => { 'value' => 's3cret', 'show_diff' => false } },
  ''      => { 'top' => 'level' },
}
inifile::create_ini_settings($settings, $defaults)
ini_section { 'remove legacy':
  ensure  => absent,
  path    => '/etc/app/app.ini',
  section => 'legacy',
}
file { '/etc/app': ensure => directory }
