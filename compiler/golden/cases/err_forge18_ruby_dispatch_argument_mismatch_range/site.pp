notice(net::port(70000, 'x'))
