# Tags of catalog resources, of the calling scope's resource and of the catalog as Ruby sees
# them; the catalog's uuid only by its shape (it is new on every compile).
Puppet::Functions.create_function(:'rtag::show', Puppet::Functions::InternalFunction) do
  dispatch :show do
    scope_param
    param 'String', :ref
  end

  def show(scope, ref)
    type, title = Puppet::Resource.type_and_title(ref, nil)
    r = scope.findresource(type, title)
    cat = scope.catalog
    uuid = cat.catalog_uuid
    [
      r.tags.to_a.sort,
      r.tagged?('extra'),
      r.tagged?('nope'),
      scope.resource.tags.to_a.sort,
      cat.tags.to_a.sort,
      cat.tagged?('rtag'),
      uuid.class.name,
      uuid.to_s =~ /\A\h{8}-\h{4}-\h{4}-\h{4}-\h{12}\z/ ? 'uuid' : uuid.inspect,
    ]
  end
end
