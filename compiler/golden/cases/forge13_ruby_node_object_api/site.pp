probe_node().each |$k, $v| { notify { $k: message => $v } }
