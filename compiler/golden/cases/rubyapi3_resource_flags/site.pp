# A 3.x function reading resources' flags (rf/lib/puppet/parser/functions/res_flags.rb).
@@file { '/exp': ensure => file }
@file { '/virt': ensure => file }
@file { '/real': ensure => file }
realize(File['/real'])
file { '/plain': ensure => file }
notice(res_flags(['/exp', '/virt', '/real', '/plain']))
