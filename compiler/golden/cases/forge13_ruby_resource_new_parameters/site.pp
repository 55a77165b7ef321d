probe::resource_new().each |$k, $v| { notify { $k: message => $v } }
