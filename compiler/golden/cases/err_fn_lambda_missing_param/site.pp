# A lambda called with fewer arguments than it requires (with() takes any lambda): Puppet's
# closure fails at the parameter (line 6, column 4), not with an arity message; extra arguments
# are dropped (line 4).
with(1, 2, 3) |$a| { notice($a) }
with(1) |$a,
   $b| { notice($a) }
