# Puppet 7.23 loads lib/puppet/datatypes/netobj/block.rb when Netobj::Block is first named; the
# Object's attributes and functions are the Ruby class's methods. String($b) is `Netobj::Block({})`
# in Puppet 7.23: the attribute cidr is not shown.
$b = Netobj::Block('192.168.1.10/30')
notice("${b.cidr} ${b.network} ${b.size} ${b.last}")
notice("${b.include('192.168.1.9')} ${b.include('10.0.0.1')} ${b.nth(2)}")
notice(String($b))
notice(String($b =~ Netobj::Block))
