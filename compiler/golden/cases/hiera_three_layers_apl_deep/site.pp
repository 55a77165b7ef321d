# The three layers under automatic parameter lookup: global lookup_options (deep with a knockout
# prefix) apply to environment and module data; a datadir interpolated from facts; a fact name
# with a dot quoted in a hierarchy path; a module hiera.yaml without defaults (datadir data).
include prof
