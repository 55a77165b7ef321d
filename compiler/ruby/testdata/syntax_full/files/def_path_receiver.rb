Puppet::Functions.create_function(:'a::b::c') do
  dispatch :'a::b::c' do
    param 'Hash', :x
  end

  def a::b::c(x)
    y = x.map { |k, v| [k, v] }
    return y.to_h
  end
end
