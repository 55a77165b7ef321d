probe::shipped().each |$k, $v| { notify { $k: message => $v } }
