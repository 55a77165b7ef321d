# Puppet 7.23: known_resource_types.hostclass/definition see only what is
# loaded: the main manifest's definitions from the start, a module file's
# once one of its definitions was looked up (probe::inner comes with init.pp).
class site_cls { }
define site_def { }
include probe
probe::used { 'x': }
$q = [
  ['hostclass', 'site_cls'], ['definition', 'site_def'], ['hostclass', 'probe'], ['definition', 'probe::inner'],
  ['definition', 'probe::used'], ['definition', 'probe::thing'], ['hostclass', 'probe::idle'], ['hostclass', 'other'],
  ['hostclass', 'nosuch'], ['definition', 'probe'], ['hostclass', 'probe::used'],
  ['find_definition', 'probe::thing'], ['definition', 'probe::thing'],
  ['find_hostclass', 'other'], ['hostclass', 'other'], ['hostclass', '::probe'],
]
$q.each |$i, $p| {
  notify { "k${i}": message => "${p} => ${probe::known($p[0], $p[1])}" }
}
