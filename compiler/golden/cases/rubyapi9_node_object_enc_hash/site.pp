probe_node().each |$i, $l| { notify { "n${i}": message => $l } }
