probe_modfiles().each |$k, $v| { notify { $k: message => $v } }
