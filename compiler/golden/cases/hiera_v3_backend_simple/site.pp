# A Hiera 3 custom backend (modules/mb/lib/hiera/backend/mybackend_backend.rb) named by a version 5
# global entry's hiera3_backend. Puppet finds the backend's file only on Ruby's load path: puppet
# apply and puppet lookup put the modules' lib directories there (the rubylib file does it for the
# oracle); Puppet Server does not, unless pluginsync copied them into its libdir. The backend walks
# Hiera::Config's hierarchy itself (Backend.datasources): Puppet asks it once per location, and the
# first location already finds the key that only common has.
notice(lookup('greeting'))
notice(lookup('color'))
notice(lookup('missing', undef, undef, 'dflt'))
