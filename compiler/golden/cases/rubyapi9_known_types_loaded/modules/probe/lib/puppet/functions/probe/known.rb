# Environment#known_resource_types: hostclass and definition answer what
# is loaded so far; find_hostclass and find_definition load.
Puppet::Functions.create_function(:'probe::known') do
  dispatch :known do
    param 'String', :kind
    param 'String', :name
  end

  def known(kind, name)
    krt = closure_scope.environment.known_resource_types
    t = krt.send(kind, name)
    t.nil? ? 'nil' : "#{t.type}:#{t.name}"
  end
end
