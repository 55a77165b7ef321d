# A defined type instance given the tag metaparameter (as exported checks are tagged for their
# collectors): what its inner resources carry in the catalog (the tag parameter, the tags array),
# with other metaparameters (noop, loglevel, schedule) on the instance too.
define mon::check($host, $port = 80) {
  notify { "check ${title} ${host}:${port}": }
  file { "/etc/mon/${title}": content => "${port}\n" }
}
schedule { 'nightly': range => '1 - 3' }
mon::check { 'pg': host => 'db1', port => 5432, tag => ['db', 'Prod'] }
mon::check { 'web': host => 'web1', tag => 'web', noop => true, loglevel => 'debug', schedule => 'nightly' }
