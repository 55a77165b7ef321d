# ENC classes as a list with a duplicate, and a node definition including one of them: each class
# is evaluated once; the order of notices shows node first, then ENC classes.
class one { notice('one') }
class two { notice('two') }
class three { notice('three') }
node default { include three, two }
