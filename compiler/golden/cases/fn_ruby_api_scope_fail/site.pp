# fail() inside a module's 3.x function: Puppet's Scope#fail (Puppet::Util::Errors)
probe_fail().each |$i, $l| { notify { "fail ${i}": message => $l } }
