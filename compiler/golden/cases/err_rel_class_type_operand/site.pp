# The Class type without a name as a relationship operand (also inside an array) fails at once:
# "Error while evaluating a '->' expression, No title provided and "class" is not a valid resource
# reference", located at the arrow.
class c { }
include c
notify { 'a': }
[Class['c'], Class] -> Notify['a']
