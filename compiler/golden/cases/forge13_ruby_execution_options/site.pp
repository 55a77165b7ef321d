probe::exec().each |$k, $v| { notify { $k: message => $v } }
