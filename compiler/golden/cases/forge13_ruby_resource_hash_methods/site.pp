probe::resource_hash().each |$k, $v| { notify { $k: message => $v } }
