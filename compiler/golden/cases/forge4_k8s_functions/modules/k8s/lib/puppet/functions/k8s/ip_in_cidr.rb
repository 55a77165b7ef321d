# frozen_string_literal: true

# Retrieves an IP inside of a CIDR based on an index
Puppet::Functions.create_function(:'k8s::ip_in_cidr') do
  dispatch :ip_in_cidr do
    param 'Variant[Stdlib::IP::Address::V4::CIDR, Stdlib::IP::Address::V6::CIDR, Array[Variant[Stdlib::IP::Address::V4::CIDR, Stdlib::IP::Address::V6::CIDR]]]', :cidr
    optional_param 'Variant[Enum["first","second"], Integer[1]]', :index
    return_type 'String'
  end

  require 'ipaddr'
  def ip_in_cidr(cidr, index = 1)
    cidr = cidr.first if cidr.is_a? Array

    if index.is_a? String
      index = 1 if index == 'first'
      index = 2 if index == 'second'
    end

    ip = IPAddr.new(cidr)

    width = ip.ipv4? ? 32 : 128
    raise ArgumentError, 'Index is outside of the CIDR' if index >= 2**(width - ip.prefix)

    index.times { ip = ip.succ }

    ip.to_s
  end
end
