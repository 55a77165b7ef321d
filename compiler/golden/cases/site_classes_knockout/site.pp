# The classification most control repositories use: lookup('classes') with a knockout prefix in
# lookup_options (a node or role removes a class that a wider level adds), unique merge of package
# lists, and a regexp lookup_options key with merge_hash_arrays.
# Puppet surprise: the role level's --profile::backup removes it, the node level's --profile::monitoring does not
# (Puppet 7.23's deep merge of the levels' arrays; the expected catalog shows it).
lookup('classes', Array[String], undef, []).include
node default { }
