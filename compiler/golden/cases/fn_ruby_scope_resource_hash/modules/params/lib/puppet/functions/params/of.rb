# The to_hash of a catalog resource: the attributes its title stands for, then its parameters.
Puppet::Functions.create_function(:'params::of', Puppet::Functions::InternalFunction) do
  dispatch :of do
    scope_param
    param 'String', :type
    param 'String', :title
  end

  def of(scope, type, title)
    r = scope.catalog.resource(type, title)
    r.to_hash.map { |k, v| "#{k}=#{v}" }.join(',')
  end
end
