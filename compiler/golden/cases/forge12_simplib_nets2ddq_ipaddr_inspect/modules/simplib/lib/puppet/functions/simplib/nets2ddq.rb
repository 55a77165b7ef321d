# Tranforms a list of networks into an equivalent array in
# dotted quad notation.
#
# * IPv4 CIDR networks are converted to dotted quad notation networks.
#   All other IP addresses and hostnames are left untouched.
# * Terminates catalog compilation if any input item is not a
#   valid network or hostname.
#
Puppet::Functions.create_function(:'simplib::nets2ddq') do

  dispatch :nets2ddq do
    required_param 'Array', :networks
  end

  dispatch :nets2ddq_string_input do
    required_param 'String', :networks_string
  end

  def nets2ddq_string_input(networks_string)
    networks = networks_string.split(/\s|,|;/).delete_if{ |y| y.empty? }
    nets2ddq(networks)
  end

  def nets2ddq(networks)
    require 'ipaddr'
    require File.expand_path(File.dirname(__FILE__) + '/../../../puppetx/simp/simplib.rb')

    retval = Array.new
    networks.each do |lnet|
      begin
        ipaddr = IPAddr.new(lnet)
      rescue
        if PuppetX::SIMP::Simplib.hostname?(lnet) then
          retval << lnet
          next
        end
        fail("simplib::nets2ddq(): '#{lnet}' is not a valid network.")
      end

      # Just add it without touching if it is an ipv6 addr
      if ipaddr.ipv6?()
        retval << lnet
      # Just add it if it doesn't have a specified netmask.
      elsif lnet =~ /\//
        retval << "#{ipaddr.to_s}/#{ipaddr.inspect.split('/').last.chop}"
      else
        retval << lnet
      end
    end
    retval
  end
end
