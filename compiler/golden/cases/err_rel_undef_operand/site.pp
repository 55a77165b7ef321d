# An undef operand of a relationship (here inside an array, from a variable never set) is an error
# in Puppet: "Illegal relationship operand, can not form a relationship with an Undef Value. A
# Catalog type is required.", located at the arrow; it is not skipped.
notify { 'a': }
notify { 'b': }
$targets = [Notify['b'], $nothing]
Notify['a'] -> $targets
