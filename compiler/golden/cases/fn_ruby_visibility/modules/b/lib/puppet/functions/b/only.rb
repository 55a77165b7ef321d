Puppet::Functions.create_function(:'b::only') do
  def only
    call_function('shared') + ' (via b::only)'
  end
end
