# A type file raising NoMethodError at load: Puppet says it could not autoload the type and why.
notice('before')
bad_thing { 'x': }
