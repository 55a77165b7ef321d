# How relationships appear in the catalog: metaparameters set in code and arrows, merged.
notify { 'a': before => Notify['b'] }
notify { 'b': require => [Notify['c'], Notify['d']] }
notify { ['c', 'd', 'e']: }
Notify['a'] -> Notify['c']
Notify['c'] ~> Notify['e']
Notify['e'] <- Notify['d']
notify { 'f': subscribe => Notify['a'], notify => Notify['e'] }
