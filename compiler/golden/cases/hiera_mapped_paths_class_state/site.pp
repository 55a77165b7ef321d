# Undefined qualified variables in a mapped_paths template: the mapped
# variable is local to the template, the class state (evaluated, declared
# only, unknown) is the compile's.
class one { }
class two { }
include one
$svcs = ['a']
notice(lookup('k'))
