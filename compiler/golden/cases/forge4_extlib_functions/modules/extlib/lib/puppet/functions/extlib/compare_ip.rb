# frozen_string_literal: true

require 'ipaddr'

# A function that compares two IP addresses. To be used with the built-in sort()
# function.
Puppet::Functions.create_function(:'extlib::compare_ip') do
  dispatch :compare_ip do
    param 'Stdlib::IP::Address', :left
    param 'Stdlib::IP::Address', :right
    return_type 'Integer[-1,1]'
  end

  def compare_ip(left, right)
    IPAddr.new(left).to_i <=> IPAddr.new(right).to_i
  end
end
