# A 3.x function whose Net::HTTP request is refused (nothing listens on port 9): it rescues
# Errno::ECONNREFUSED and raises Puppet::ParseError with Ruby's message.
notice(api_version('http://127.0.0.1:9/data/version'))
