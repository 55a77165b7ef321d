probe::masgn().each |$k, $v| { notify { $k: message => $v } }
