# Ruby standard library from a module function (see the function's comment).
zlib_probe().each |$r| { notice($r) }
