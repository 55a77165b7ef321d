Puppet::Functions.create_function(:'other::twice') do
  dispatch :twice do
    param 'Integer', :x
  end

  def twice(x)
    x * 2
  end
end
