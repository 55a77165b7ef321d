require 'ipaddr'

# Every address from one address to another, counted and listed.
Puppet::Functions.create_function(:'netcalc::span') do
  dispatch :span do
    param 'String', :from
    param 'String', :to
  end

  def span(from, to)
    range = (IPAddr.new(from)..IPAddr.new(to))
    list = []
    range.each { |ip| list << ip.to_s }
    "#{list.size}: #{list.join(' ')}"
  end
end
