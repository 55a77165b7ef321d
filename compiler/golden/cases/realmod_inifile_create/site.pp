# puppetlabs-inifile: create_ini_settings with defaults, ini_setting with section prefix/suffix and separators, ini_subsetting with quoting and absent values.
$settings = {
  'main'    => { 'server' => 'puppet.example.com', 'environment' => 'production', 'runinterval' => 1800 },
  'agent'   => { 'report' => true, 'splay' => false, 'noop' => { 'ensure' => 'absent' } },
}
create_ini_settings($settings, { 'path' => '/etc/puppetlabs/puppet/puppet.conf' })
ini_setting { 'php memory':
  ensure            => present,
  path              => '/etc/php/8.2/fpm/php.ini',
  section           => 'PHP',
  setting           => 'memory_limit',
  value             => '256M',
  key_val_separator => ' = ',
}
ini_setting { 'samba workgroup':
  path              => '/etc/samba/smb.conf',
  section           => 'global',
  section_prefix    => '[',
  section_suffix    => ']',
  setting           => 'workgroup',
  value             => 'EXAMPLE',
  indent_char       => "\t",
  indent_width      => 1,
}
ini_setting { 'no section':
  path    => '/etc/default/app',
  section => '',
  setting => 'DAEMON_OPTS',
  value   => '"--port 8080"',
  key_val_separator => '=',
  show_diff => false,
}
ini_setting { 'remove old':
  ensure  => absent,
  path    => '/etc/app.ini',
  section => 'legacy',
  setting => 'enabled',
}
ini_subsetting { 'java opts xmx':
  ensure            => present,
  path              => '/etc/default/tomcat9',
  section           => '',
  setting           => 'JAVA_OPTS',
  quote_char        => '"',
  subsetting        => '-Xmx',
  value             => '2048m',
  key_val_separator => '=',
}
ini_subsetting { 'java opts headless':
  ensure     => absent,
  path       => '/etc/default/tomcat9',
  section    => '',
  setting    => 'JAVA_OPTS',
  quote_char => '"',
  subsetting => '-Djava.awt.headless=true',
  subsetting_separator => ' ',
  insert_type => 'start',
}
