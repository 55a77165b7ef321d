# A type whose file reads Puppet[:environment] and Puppet::Module.find at its top level (tl/lib/puppet/type/tl_thing.rb).
tl_thing { 'a': value => 'x' }
tl_thing { 'b': value => 'y' }
