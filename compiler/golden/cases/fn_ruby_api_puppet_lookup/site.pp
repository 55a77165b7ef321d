# Puppet.lookup from a module's Ruby function (Puppet's context while compiling)
probe::context().each |$i, $l| { notify { "ctx ${i}": message => $l } }
