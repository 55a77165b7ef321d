require 'ipaddr'

# The addresses of a network without its network and broadcast addresses.
Puppet::Functions.create_function(:'netcalc::usable') do
  dispatch :usable do
    param 'String', :cidr
  end

  def usable(cidr)
    all = IPAddr.new(cidr).to_range.map(&:to_s)
    all[1..-2]
  end
end
