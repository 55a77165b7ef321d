# Takes a resource out of the catalog and out of the compiler's resources
# (extlib's remove_resource), returning its reference; warns when none.
Puppet::Functions.create_function(:'prune::remove', Puppet::Functions::InternalFunction) do
  dispatch :remove do
    scope_param
    param 'String', :type
    param 'String', :title
  end

  def remove(scope, type, title)
    found = scope.catalog.resource(type, title)
    unless found
      Puppet.warning("no #{type}[#{title}] to remove")
      return nil
    end
    scope.catalog.remove_resource(found)
    deleted = scope.compiler.resources.delete(found)
    "#{found.ref} removed (#{deleted.equal?(found) ? 'also' : 'not'} from the compiler)"
  end
end
