# Formatting helper for e.g. hosts.allow.
Puppet::Functions.create_function(:'extlib::ip_cidr_to_full_mask') do
  dispatch :ip_cidr_to_full_mask do
    param 'Stdlib::IP::Address::V4::CIDR', :ip_with_cidr
    return_type 'String'
  end

  require 'ipaddr'
  def ip_cidr_to_full_mask(ip_with_cidr)
    net, cidr = ip_with_cidr.split('/')
    mask = IPAddr.new('255.255.255.255').mask(cidr)
    "#{net}/#{mask}"
  end
end
