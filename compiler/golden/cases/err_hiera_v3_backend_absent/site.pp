# A Hiera 3 backend whose file Ruby cannot load (hiera/backend/nosuch_backend.rb is nowhere on the
# load path): Puppet explains "Unable to load backend 'nosuch'" and finds nothing, no error.
notice(lookup('x', undef, undef, 'the default'))
notice(lookup('x'))
