# Attribute names that are keywords (unless, class, ...) and exec's attributes.
exec { 'refresh':
  command     => '/usr/bin/true',
  unless      => '/usr/bin/test -f /tmp/x',
  onlyif      => '/usr/bin/test -d /tmp',
  refreshonly => true,
  path        => ['/usr/bin', '/bin'],
}
define kw($class = 'c', $node = 'n', $unless = 'u', $define = 'd', $if = 'i') { notify { "kw ${class} ${node} ${unless} ${define} ${if}": } }
kw { 'x': class => 'cls', node => 'nd' }
