# Takes a resource out of the catalog only, leaving the compiler's list.
Puppet::Functions.create_function(:'prune::uncatalog', Puppet::Functions::InternalFunction) do
  dispatch :uncatalog do
    scope_param
    param 'String', :type
    param 'String', :title
  end

  def uncatalog(scope, type, title)
    found = scope.catalog.resource(type, title)
    scope.catalog.remove_resource(found) if found
    found ? found.ref : nil
  end
end
