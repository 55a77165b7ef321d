Puppet::Functions.create_function(:'homemade::fetch', Puppet::Functions::InternalFunction) do
  dispatch :fetch do
    scope_param()
    required_param 'String', :varname
  end

  def fetch(scope, varname)
    scope[varname].inspect
  end
end
