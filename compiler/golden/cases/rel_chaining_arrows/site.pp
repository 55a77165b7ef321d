# -> ~> <- <~ between references and resource declarations, chained left to right.
notify { ['a', 'b', 'c', 'd', 'e', 'f']: }
Notify['a'] -> Notify['b'] ~> Notify['c']
Notify['d'] <- Notify['e']
Notify['f'] <~ Notify['a']
notify { 'x': } -> notify { 'y': } ~> notify { 'z': }
