# OpenSSL::HMAC used as an object fed in pieces (<<, update), then digest/hexdigest, and reset, as
# puppetlabs-postgresql's scram-sha-256 postgresql_password does.
notice(mac::stream('key', ['Client', ' ', 'Key']))
notice(mac::stream('', []))
