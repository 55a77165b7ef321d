probe::core1().each |$k, $v| { notify { $k: message => $v } }
