# Ruby standard library from a module function (see the function's comment).
lazy_probe().each |$r| { notice($r) }
