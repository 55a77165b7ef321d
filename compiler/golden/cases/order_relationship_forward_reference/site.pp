# Relationships and metaparameters may name resources declared later (checked at the end).
Notify['b'] -> Notify['a']
notify { 'c': require => Notify['d'] }
notify { ['a', 'b', 'd']: }
