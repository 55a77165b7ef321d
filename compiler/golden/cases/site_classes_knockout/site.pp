# The classification most control repositories use: lookup('classes') with a knockout prefix in
# lookup_options (a node or role removes a class that a wider level adds), unique merge of package
# lists, and a regexp lookup_options key with merge_hash_arrays.
# Puppet surprise: the role level's --profile::backup removes it, the node level's --profile::monitoring does not
# (the knockout only acts on what the levels merged before it hold: node is merged first).
lookup('classes', Array[String], undef, []).include
node default { }
