# @summary Converts an IPv4 or IPv6 CIDR address into the last address in the network
Puppet::Functions.create_function(:'extlib::last_in_cidr') do
  dispatch :last_in_cidr do
    param 'Variant[Stdlib::IP::Address::V4::CIDR,Stdlib::IP::Address::V6::CIDR]', :ip
    return_type 'Variant[Stdlib::IP::Address::V4::Nosubnet,Stdlib::IP::Address::V6::Nosubnet]'
  end

  def last_in_cidr(ip)
    IPAddr.new(ip).to_range.last.to_s
  end
end
