# Takes the resources the references name out of the catalog.
Puppet::Functions.create_function(:'prune::evict', Puppet::Functions::InternalFunction) do
  dispatch(:evict) { scope_param; repeated_param 'Type[Resource]', :refs }

  def evict(scope, *refs)
    scope.catalog.remove_resource(*refs.map { |r| scope.catalog.resource(r.type_name, r.title) })
  end
end
