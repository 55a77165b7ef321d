# The classification most control repositories use: lookup('classes') with a knockout prefix in
# lookup_options (a node or role removes a class that a wider level adds), unique merge of package
# lists, and a regexp lookup_options key with merge_hash_arrays.
lookup('classes', Array[String], undef, []).include
node default { }
