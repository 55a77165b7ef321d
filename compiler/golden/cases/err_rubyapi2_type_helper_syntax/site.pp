# A type whose puppet_x helper has a Ruby syntax error: Puppet's autoloader fails the type where it is used
# ("Could not autoload puppet/type/hx_thing: ..."), it does not vanish.
hx_thing { 'a': value => 'x' }
