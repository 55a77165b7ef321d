# A chain written with each arrow leading its line (puppet-lint's style): a bad operand is located
# at its arrow, on the right operand's line (line 8), not at the end of the left operand.
notify { 'a': }
notify { 'b': }
Notify['a']
  -> Notify['b']
  ~> Notify['a']
  -> 5
