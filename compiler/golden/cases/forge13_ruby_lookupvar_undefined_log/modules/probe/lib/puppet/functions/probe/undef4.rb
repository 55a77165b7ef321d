Puppet::Functions.create_function(:'probe::undef4') do
  dispatch :run do
  end

  def run
    [closure_scope['::no_such_var4'].inspect, closure_scope.lookupvar('::no_such_var5').inspect]
  end
end
