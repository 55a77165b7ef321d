# Puppet-language functions and type aliases from a module (functions/, types/) and from the
# environment itself (functions/ and types/ at its root).
class { 'svc': port => 8080 }
notify { 'env function': message => envfn('x') }
notify { 'env type': message => [80 =~ Envport, 0 =~ Envport] }
notify { 'module function': message => svc::label('web', 2) }
