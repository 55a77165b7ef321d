# frozen_string_literal: true

# @summary Removes a Resource or an Array of Resources from the catalog.
Puppet::Functions.create_function(:'extlib::remove_resource', Puppet::Functions::InternalFunction) do
  dispatch :remove_resource do
    scope_param
    param 'Type[Resource]', :resource
    optional_param 'Boolean', :soft_fail
    return_type 'Undef'
  end

  dispatch :remove_resources do
    scope_param
    param 'Array[Type[Resource]]', :resources
    optional_param 'Boolean', :soft_fail
    return_type 'Undef'
  end

  def remove_resources(scope, resources, soft_fail = nil)
    resources.each { |resource| remove_resource(scope, resource, soft_fail) }

    nil
  end

  def remove_resource(scope, resource, soft_fail = nil)
    catalog_resource = scope.catalog.resource(resource.type_name, resource.title)

    if catalog_resource
      # To remove the resource, we reverse the actions from compiler.add_resource
      # See https://github.com/puppetlabs/puppet/blob/e227c27540975c25aa22d533a52424a9d2fc886a/lib/puppet/parser/compiler.rb#L77-L80
      scope.catalog.remove_resource(catalog_resource)
      scope.compiler.resources.delete(catalog_resource)
    else
      msg = "`remove_resource` couldn't remove resource #{resource.type_name}['#{resource.title}'] from the catalog as it wasn't found when `remove_resource` was called."

      raise Puppet::ParseError, msg unless soft_fail

      Puppet.warning msg
    end

    nil
  end
end
