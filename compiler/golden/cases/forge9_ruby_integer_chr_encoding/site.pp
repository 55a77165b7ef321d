# Ruby core from a module function (see the function's comment).
ic_probe().each |$r| { notice($r) }
