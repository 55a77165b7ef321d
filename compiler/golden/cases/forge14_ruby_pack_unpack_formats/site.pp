probe::packing().each |$i, $l| { notify { "pack ${i}": message => $l } }
