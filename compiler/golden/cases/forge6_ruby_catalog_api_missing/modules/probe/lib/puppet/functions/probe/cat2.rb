# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::cat2', Puppet::Functions::InternalFunction) do
  dispatch :run do
    scope_param
  end

  def run(scope)
    [
      Puppet::Type.type(:file).validattr?(:mode),
      Puppet::Type.type(:package).key_attributes,
      scope.catalog.resource_refs.grep(/Package/).sort,
      scope.find_hostclass('probe_cls')&.name,
      scope.compiler.topscope.lookupvar('top_var'),
    ].map(&:inspect)
  end
end
