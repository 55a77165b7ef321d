# Ruby Integers past 64 bits, as IPv6 arithmetic makes them.
Puppet::Functions.create_function(:'bn::big') do
  dispatch :big do
    param 'Integer', :exp
    optional_param 'Integer', :sign
  end

  def big(exp, sign = 1)
    sign * 2**exp
  end
end
