Puppet::Functions.create_function(:'bad::cu') do
  def cu
    call_function('no_such_function', 1)
  end
end
