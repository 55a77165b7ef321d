lg::probe().each |$i, $l| { notify { "l${i}": message => $l } }
