# Written for this case: a metaparameter added by a 4.x function (reidmv-annotation's pattern).
team::load().each |$line| { notice($line) }
notify { 'top': owner_team => 'top team' }
class { 'team': owner_team => 'platform' }
notify { 'plain': }
# a define instance in main passes it on to what it contains; one in a class does not (Puppet's
# walk of the containment graph, for its own metaparameters too)
team::thing { 'three': owner_team => 'x3', loglevel => 'info' }
class other { team::thing { 'five': owner_team => 'x5', loglevel => 'info' } }
include other
