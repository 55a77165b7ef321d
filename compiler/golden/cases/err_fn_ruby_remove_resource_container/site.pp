# A defined type's instance removed from the catalog but not from the
# compiler's resources is still evaluated: the containment edge to what
# it declares names a resource the catalog no longer has, and Puppet's
# conversion of the catalog fails.
holder::d { 'listed': }
prune::evict(Holder::D['listed'])
