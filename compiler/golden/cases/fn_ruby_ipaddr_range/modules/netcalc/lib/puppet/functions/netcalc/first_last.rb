require 'ipaddr'

# The first and last address of a network, as the ends of its range.
Puppet::Functions.create_function(:'netcalc::first_last') do
  dispatch :first_last do
    param 'String', :cidr
  end

  def first_last(cidr)
    r = IPAddr.new(cidr).to_range
    [r.first.to_s, r.last.to_s, r.include?(IPAddr.new(cidr.split('/').first))]
  end
end
