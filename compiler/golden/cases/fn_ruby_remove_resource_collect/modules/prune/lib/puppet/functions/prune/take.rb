# Takes a resource out of the catalog ('catalog'), the compiler's
# resources ('compiler') or both ('both'); returns how many resources
# each list has afterwards.
Puppet::Functions.create_function(:'prune::take', Puppet::Functions::InternalFunction) do
  dispatch :take do
    scope_param
    param 'Enum[catalog, compiler, both]', :from
    param 'String', :type
    param 'String', :title
  end

  def take(scope, from, type, title)
    found = scope.catalog.resource(type, title)
    raise Puppet::ParseError, "no #{type}[#{title}]" unless found
    scope.catalog.remove_resource(found) unless from == 'compiler'
    scope.compiler.resources.delete(found) unless from == 'catalog'
    listed = scope.compiler.resources.select { |r| r.type == found.type && r.title == found.title }.size
    "#{found.ref}: catalog #{scope.catalog.resource(type, title) ? 'has' : 'lacks'} it, compiler lists it #{listed} times"
  end
end
