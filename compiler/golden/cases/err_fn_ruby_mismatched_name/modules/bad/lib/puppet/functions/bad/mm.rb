Puppet::Functions.create_function(:'bad::other') do
  def other
    1
  end
end
