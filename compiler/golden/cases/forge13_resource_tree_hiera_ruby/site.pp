# Written for this case: the module's class, fed from Hiera as its README shows.
include resource_tree
