# Puppet's type parser rejects the alias's body (an Enum of an integer) only when the alias is
# used, and the error is a Type-Name error where it is used (line 6), not at the definition.
type A = Enum['a', 1]
notice('before')
class c(
  A $p = 'a',
) {}
include c
