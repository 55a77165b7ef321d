# Keys given in an array are flattened; Puppet blames the key expression with the index of the bad
# value among the flattened keys. Here there is none (one key expression, bad value at index 1), so
# Puppet's error has no location at all.
notice(Variant[[Integer, String]])
$t = Variant[[String, 1]]
