probe::syntax().each |$k, $v| { notify { $k: message => $v } }
