# An operand that cannot be converted to a number is reported at that operand (here the right one,
# on the next line), not at the operator.
$x = 1 +
  undef
