# puppetlabs-inifile 5.4.0: ini_setting and ini_subsetting resources, resource defaults for them, and
# inifile::create_ini_settings with defaults.
Ini_setting {
  ensure => present,
  path   => '/etc/app/app.ini',
}
ini_setting { 'app log level':
  section => 'logging',
  setting => 'level',
  value   => 'info',
}
ini_setting { 'app no section':
  section => '',
  setting => 'global',
  value   => 'yes',
  key_val_separator => ': ',
}
ini_setting { 'app removed':
  ensure  => absent,
  section => 'old',
  setting => 'thing',
}
ini_subsetting { 'java opts xmx':
  ensure     => present,
  path       => '/etc/default/app',
  section    => '',
  setting    => 'JAVA_ARGS',
  quote_char => '"',
  subsetting => '-Xmx',
  value      => '512m',
}
inifile::create_ini_settings(
  {
    'database' => { 'host' => 'db.example.com', 'port' => 5432, 'user' => 'app' },
    'cache'    => { 'enabled' => true, 'ttl' => { 'value' => '300', 'ensure' => 'present' } },
  },
  { 'path' => '/etc/app/db.ini' }
)
$tuning = { 'path' => '/etc/app/tuning.ini', 'section' => 'perf', 'indent_char' => "\t", 'indent_width' => 1 }
ini_setting { 'tuning threads':
  * => $tuning + { 'setting' => 'threads', 'value' => $facts['processors']['count'] },
}
