# Assigning variables from a class that is not declared: Puppet's issue UNKNOWN_RESOURCE at the right side.
class declared { $a = 1 }
include declared
[$a] = Class['declared']
notice($a)
[$b] = Class['undeclared']
