# Written for this case.
probe::modern().each |$i, $l| { notify { "modern ${i}": message => $l } }
