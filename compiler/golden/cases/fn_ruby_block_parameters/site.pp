# Proc#parameters of a Puppet lambda seen from Ruby (Puppet's PuppetProc): the lambda's own
# parameters, not the proc { |*args| } Puppet wraps it in.
notice(bp::params() || { 1 })
notice(bp::params() |$a| { 1 })
notice(bp::params() |$a, $b| { 1 })
notice(bp::params() |$a, $b = 2| { 1 })
notice(bp::params() |Integer $a, String $b = 'x', *$rest| { 1 })
notice(bp::params() |*$all| { 1 })
notice(bp::params() |$a = 1, $b = 2| { 1 })
