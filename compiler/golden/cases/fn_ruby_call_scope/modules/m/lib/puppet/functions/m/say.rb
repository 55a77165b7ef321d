# call_function of a 4.x Ruby function runs in the function's closure
# scope, the global one: the notice is Class[main]'s, and so is the
# resource create_resources declares.
Puppet::Functions.create_function(:'m::say') do
  def say(x)
    call_function('notice', "4x says #{x}")
    call_function('create_resources', 'notify', { "from 4x #{x}" => {} })
    nil
  end
end
