probe::ctx().each |$k, $v| { notify { $k: message => $v } }
