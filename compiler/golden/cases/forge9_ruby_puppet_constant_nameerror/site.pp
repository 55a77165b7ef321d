# A Puppet:: constant Puppet does not define, and a helper called with the wrong arity, rescued in a module function.
const_probe().each |$r| { notice($r) }
