Puppet::Functions.create_function(:'c::only') do
  def only
    call_function('shared') + ' (via c::only)'
  end
end
