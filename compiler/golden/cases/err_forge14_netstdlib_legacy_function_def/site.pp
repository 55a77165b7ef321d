# Written for this case: Yelp/puppet-netstdlib's cidr_to_netmask as its README uses it. The file defines a
# module with a method (IPAddrSubnetExtension#subnet_mask) beside newfunction: Puppet 7's legacy function
# loader refuses a method definition in a 3.x function file.
notify { 'netmask': message => cidr_to_netmask('192.168.0.1/24') }
