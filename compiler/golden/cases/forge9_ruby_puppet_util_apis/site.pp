# Puppet's Ruby helper APIs from a module function (see the function's comment).
util_probe().each |$r| { notice($r) }
