# Parameters holding resource and class references, alone or in Arrays with Data
# scalars (the catalog writes each reference as its string, each scalar as it is),
# next to references the converter takes whole: nested Arrays, Hashes, references
# to resources found by their uniqueness key or not declared at all.
package { 'pkg': }
file { '/tmp/perf21/a': ensure => directory }
file { '/tmp/perf21/b/': ensure => directory }
class perf21::base {}
class perf21::other {}
include perf21::base
define perf21::holder($value = undef, $list = undef, $mixed = undef) {
  notify { "holder ${title}": message => 'x' }
}
notify { 'single':
  message => File['/tmp/perf21/a'],
  require => Package['pkg'],
}
notify { 'list':
  message => [File['/tmp/perf21/a'], 'text', 1, 2.5, true, undef, Class['perf21::base']],
  before  => [Notify['single'], File['/tmp/perf21/a']],
}
notify { 'nested':
  message => [[Package['pkg'], 'x'], [Class['Perf21::Base']]],
}
notify { 'hash':
  message => { 'r' => Package['pkg'], 'l' => [Class['perf21::base'], 3] },
}
notify { 'by key':
  message => [File['/tmp/perf21/b'], File['/tmp/perf21/b/']],
}
perf21::holder { 'one':
  value => Class['perf21::other'],
  list  => [Notify['single'], Notify['undeclared'], 'y', 0],
  mixed => [Package['pkg'], [Notify['list']], { 'k' => 'v' }],
}
perf21::holder { 'two':
  value => [Class['main'], Stage['main']],
  list  => ['plain', 'strings'],
}
