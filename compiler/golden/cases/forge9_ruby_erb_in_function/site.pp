# Ruby standard library from a module function (see the function's comment).
erb_probe().each |$r| { notice($r) }
