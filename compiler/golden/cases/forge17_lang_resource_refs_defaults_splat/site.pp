# Resource references, defaults and splats as roles and profiles write them: multi-title
# references in relationships, Resource[...] forms, references held in variables, scoped and
# Resource[type] defaults, attribute splats with undef values and defaults overridden.
class base {
  File { mode => '0644', owner => 'root' }
  Package { ensure => installed }
  file { ['/etc/a', '/etc/b']: ensure => file }
  package { ['vim', 'curl']: }
  $opts = { 'ensure' => 'file', 'mode' => undef, 'group' => 'adm' }
  file { '/etc/c': * => $opts }
  file { '/etc/d': * => $opts + { 'mode' => '0600' } }
}
include base
$r = File['/etc/a']
$c = Class['base']
$many = File['/etc/b', '/etc/c']
notify { 'first': }
-> $many
Notify['first'] -> $r
Resource['package', 'vim'] -> Resource[File]['/etc/d']
Package['curl'] ~> Resource['file', ['/etc/a', '/etc/b']]
notify { 'last': require => [$c, Package['vim', 'curl']] }
notice($r)
notice(type($r))
notice($many)
notice(File['/etc/a']['mode'])
notice(defined(File['/etc/zz']))
notice(defined($r))
notice(Resource['file', '/etc/a'] == File['/etc/a'])
