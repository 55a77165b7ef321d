# A Float divided by zero is no "Division by 0" (that is for Integers): Ruby makes Infinity, and
# Puppet reports it at the left operand.
$x = 0
$r = 1.5 /
  $x
