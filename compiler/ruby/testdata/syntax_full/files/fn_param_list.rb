Puppet::Functions.create_function(:'bad::syn') do
  def syn(
    1
  end
end
