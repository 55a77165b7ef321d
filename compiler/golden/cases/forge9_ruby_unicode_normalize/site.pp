# Ruby core from a module function (see the function's comment).
un_probe().each |$r| { notice($r) }
