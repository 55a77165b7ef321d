Puppet::Functions.create_function(:'dfr::untyped') do
  dispatch :untyped do
    param 'String', :x
  end

  def untyped(x)
    x
  end
end
