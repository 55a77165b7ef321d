# A Puppet::Resource of the catalog returned to Puppet code, as puppetlabs-stdlib 9's
# stdlib::str2resource does: Puppet::Resource.type_and_title, then closure_scope.findresource.
Puppet::Functions.create_function(:'sr::find') do
  dispatch :find do
    param 'String', :ref
  end

  def find(ref)
    type_name, title = Puppet::Resource.type_and_title(ref, nil)
    closure_scope.findresource(type_name, title)
  end
end
