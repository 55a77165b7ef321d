Puppet::Functions.create_function(:sc, Puppet::Functions::InternalFunction) do
  dispatch :sc do
    scope_param
    param 'String', :expr
  end
  def sc(scope, expr)
    v = eval(expr)
    v.is_a?(String) ? v : v.inspect
  end
end
