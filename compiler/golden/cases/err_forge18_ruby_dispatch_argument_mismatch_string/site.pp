notice(net::port('http'))
