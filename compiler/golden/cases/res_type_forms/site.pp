# The type of a resource expression may be written Resource[T], Resource['t'], or a capitalised
# type name: with a title body, My::Thing { 'x': } declares a resource (it is not a default).
Resource[Notify] { 'via type': }
Resource['notify'] { 'via string': }
Resource['file'] { '/tmp/x': ensure => file }
define my::thing { notify { "thing ${title}": } }
Resource['my::thing'] { 'via define name': }
My::Thing { 'defaults for define': }
my::thing { 'plain': }
