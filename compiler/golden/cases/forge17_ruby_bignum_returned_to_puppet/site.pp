# A Ruby Integer beyond 64 bits (the size of an IPv6 /64) returned by module Ruby inside a hash
# and alone: Puppet carries it (notice, interpolation, String(), comparison with a Puppet Integer).
$i = extx::cidr_info('2001:db8::17/64')
notice($i)
notice($i['size'])
notice("size ${i['size']}")
notice(String($i['size']))
notice($i['size'] > 10)
notice($i['size'] =~ Integer)
