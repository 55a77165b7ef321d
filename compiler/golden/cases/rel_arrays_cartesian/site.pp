# Arrays on either side give the cartesian product; duplicates collapse; [] is a no-op.
notify { ['a1', 'a2', 'b1', 'b2', 'c']: }
[Notify['a1'], Notify['a2']] -> [Notify['b1'], Notify['b2']]
[Notify['a1'], Notify['a1']] -> Notify['c']
[] -> Notify['c']
Notify['c'] -> []
$refs = Notify['b1', 'b2']
$refs -> Notify['c']
