# stdlib 8.5's stdlib::str2resource: a reference to a resource already in the catalog, from a
# string (the type name is capitalized; quotes would be part of the title), used in relationship
# metaparameters and with getparam. Puppet returns the Puppet::Parser::Resource itself, so
# interpolating it prints Package[nginx] (Punch prints the reference, Package['nginx']): not
# compared here.
package { 'nginx': ensure => installed }
file { '/etc/nginx/nginx.conf': ensure => file, mode => '0644' }
class web { notify { 'in web': } }
include web
$pkg = 'nginx'
file { '/etc/nginx/conf.d':
  ensure  => directory,
  require => stdlib::str2resource("package[${pkg}]"),
  before  => stdlib::str2resource('File[/etc/nginx/nginx.conf]'),
}
service { 'nginx':
  subscribe => [stdlib::str2resource('Class[web]'), stdlib::str2resource('File[/etc/nginx/nginx.conf]')],
}
notify { 'mode': message => getparam(stdlib::str2resource('File[/etc/nginx/nginx.conf]'), 'mode') }
notify { 'type': message => type(stdlib::str2resource('Package[nginx]')) }
