Puppet::Functions.create_function(:'prune::drop', Puppet::Functions::InternalFunction) do
  dispatch :drop do
    scope_param
    param 'Type[Resource]', :ref
  end

  def drop(scope, ref)
    found = scope.catalog.resource(ref.type_name, ref.title)
    if found
      scope.catalog.remove_resource(found)
      scope.compiler.resources.delete(found)
    else
      Puppet.warning("nothing to drop for #{ref.type_name}['#{ref.title}']")
    end
    nil
  end
end
