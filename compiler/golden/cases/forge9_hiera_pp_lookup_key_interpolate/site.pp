# A Puppet-language lookup_key function interpolating a lookup() of a key that passes its own level again.
notice(lookup('x::thing'))
