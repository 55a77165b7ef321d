# Ruby standard library from a module function (see the function's comment).
date_probe().each |$r| { notice($r) }
