# Results where a dispatch matches; the argument_mismatch errors are in err_forge18_ruby_dispatch_argument_mismatch_*.
notice(net::port(22))
notice(net::port(53, 'udp', 'tcp'))
notice(net::port('8080'))
notice(net::port('443') |$p| { $p + 1 })
notice(net::port('0008'))
