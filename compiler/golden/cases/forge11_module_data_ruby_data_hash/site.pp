# Data in modules through a Ruby data_hash function of the same module (the module's hiera.yaml names
# site_cfg::prefix_lookup, after magic_castle's environment-level backend): class parameters bound from it, a unique
# merge across the module's levels. Module and data written for this case.
include site_cfg
