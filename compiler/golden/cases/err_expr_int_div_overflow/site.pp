# The smallest Integer divided by -1 overflows (Ruby's result is 2**63).
$a = -9223372036854775807 - 1
notice($a % -1)
notice(
  $a / -1)
