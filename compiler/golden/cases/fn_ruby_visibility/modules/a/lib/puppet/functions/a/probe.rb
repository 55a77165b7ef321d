# call_function resolves as module a's code does: its dependency c first.
Puppet::Functions.create_function(:'a::probe') do
  def probe
    [call_function('shared'), call_function('b::only'), call_function('c::only')]
  end
end
