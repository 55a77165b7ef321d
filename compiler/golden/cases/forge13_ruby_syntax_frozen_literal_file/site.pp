probe::syntax2().each |$k, $v| { notify { $k: message => $v } }
