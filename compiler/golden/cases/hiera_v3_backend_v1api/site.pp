# A backend written for Hiera 1's API (lookup with four parameters) runs through Backend1xWrapper:
# nil is not found. Hiera::Config holds what Puppet made of the version 5 entry: the paths as
# hierarchy, the options (symbol keys) and datadir as the backend's section. The backend object
# lives on between lookups (the call count).
notice(lookup('a'))
notice(lookup('b', Array, 'unique'))
notice(lookup('c', Hash, 'hash'))
notice(lookup('nothing', undef, undef, 'dflt'))
