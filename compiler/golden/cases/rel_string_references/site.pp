# Strings as relationship operands must be whole references ('Class[name]', 'Notify[x]'); the
# spec's "a string is shorthand for Class[string]" does not hold (see err_rel_bare_class_name_string).
class first { notify { 'in first': } }
class second { notify { 'in second': } }
include first, second
notify { ['x', 'y']: }
'Class[first]' -> 'Class[second]'
'Notify[x]' ~> Class['second']
['Notify[y]', Notify['x']] -> 'Class[first]'
