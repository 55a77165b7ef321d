# get_network_in_addr of a /7 (written for this case).
notice(foreman_proxy::get_network_in_addr('10.0.0.1', '254.0.0.0'))
