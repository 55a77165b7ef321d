# A relationship (->) naming a resource a function removed from the
# catalog fails when the compiler evaluates relationships, as Puppet's does.
notify { 'a': }
notify { 'b': }
Notify['a'] -> Notify['b']
unlink(Notify['b'])
