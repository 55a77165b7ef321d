# Written for this case.
probe::times().each |$i, $l| { notify { "time ${i}": message => $l } }
