# Unary minus on a non-number is reported at the minus, not at its operand.
notice(- '5')
$x = -
  [1]
