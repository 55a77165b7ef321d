Puppet::Functions.create_function(:'probe::four') do
  def four(x = 1)
    x * 4
  end
end
