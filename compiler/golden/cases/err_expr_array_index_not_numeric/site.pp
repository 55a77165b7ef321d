# An array index is coerced like an arithmetic operand: default (or undef, a hash, a type) fails
# with "The value 'default' cannot be converted to Numeric." at the key.
$a = [1, 2, 3]
notice($a[default])
