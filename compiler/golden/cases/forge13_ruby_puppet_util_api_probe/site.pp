# Written for this case (see the function's header).
probe::util_api().each |$k, $v| { notify { $k: message => $v } }
