# Ruby core from a module function (see the function's comment).
cy_probe().each |$r| { notice($r) }
