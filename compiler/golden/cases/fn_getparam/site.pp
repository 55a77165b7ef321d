# stdlib 8.5 getparam (keystone::ldap_backend reads keystone_config values with it). Puppet
# returns '' for a missing resource or parameter and for an undef value; 'title' is the title
# but 'name' is '' when not given; resource defaults are there, the defaults of a defined type
# only once its instance is evaluated (lazily), a class's as soon as it is declared.
File { mode => '0644' }
file { '/x': ensure => file, owner => 'root', backup => false, require => Package['p'] }
package { 'p': }
define d($a = 'da', $b = undef, $c = 'dc') { notice("in d: ${a}") }
d { 'one': a => 'A', b => false }
$r = [
  getparam(File['/x'], 'owner'), getparam(File['/x'], 'group'), type(getparam(File['/x'], 'group')),
  getparam(File['/x'], 'mode'), getparam(File['/x'], 'backup'), type(getparam(File['/x'], 'require')),
  getparam(File['/x'], 'path'), getparam(File['/x'], 'name'), getparam(File['/x'], 'title'),
  getparam(File['/x'], ''), getparam('File[/x]', 'owner'), getparam(File['/nope'], 'owner'),
  getparam(D['one'], 'a'), getparam(D['one'], 'b'), getparam(D['one'], 'c'),
]
notice($r)
class k($p = 'kp') { }
include k
notice(getparam(Class['k'], 'p'))
notice(getparam(Package['p'], 'ensure'))
class later {
  notice("later: ${getparam(D['one'], 'c')}")
}
d { 'two': before => Class['later'] }
include later
