# frozen_string_literal: true

require 'ipaddr'

# @summary Returns the reverse of an IP address
Puppet::Functions.create_function(:'extlib::ip_to_reverse') do
  dispatch :ip_to_reverse do
    param 'Stdlib::IP::Address', :ip
    return_type 'String'
  end

  def ip_to_reverse(ip)
    IPAddr.new(ip).reverse
  end
end
