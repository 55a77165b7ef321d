# Formatting helper for e.g. hosts.allow.
Puppet::Functions.create_function(:'extlib::ipv6_to_bracket_notation') do
  dispatch :ipv6_to_bracket_notation do
    param 'Stdlib::IP::Address::V6::CIDR', :ipv6_with_cidr
    return_type 'String'
  end

  def ipv6_to_bracket_notation(ipv6_with_cidr)
    prefix, p_len = ipv6_with_cidr.split('/')
    "[#{prefix}]/#{p_len}"
  end
end
