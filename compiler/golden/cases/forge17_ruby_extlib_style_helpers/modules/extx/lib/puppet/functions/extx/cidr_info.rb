# frozen_string_literal: true

require 'ipaddr'

# Network facts of an address in CIDR notation.
Puppet::Functions.create_function(:'extx::cidr_info') do
  dispatch :info do
    param 'String', :cidr
  end

  def info(cidr)
    ip = IPAddr.new(cidr)
    addr = IPAddr.new(cidr.split('/').first)
    range = ip.to_range
    {
      'network' => ip.to_s,
      'prefix' => ip.prefix,
      'netmask' => ip.ipv4? ? IPAddr.new(ip.instance_variable_get(:@mask_addr), Socket::AF_INET).to_s : nil,
      'first' => range.first.to_s,
      'last' => range.last.to_s,
      'size' => range.last.to_i - range.first.to_i + 1,
      'includes_addr' => ip.include?(addr),
      'reverse' => addr.reverse,
      'family' => ip.ipv4? ? 'inet' : 'inet6',
      'private' => addr.private?,
      'loopback' => addr.loopback?,
    }
  end
end
