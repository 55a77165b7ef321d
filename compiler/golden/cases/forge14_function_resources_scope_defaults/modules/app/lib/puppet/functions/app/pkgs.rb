# Written for this case: a 4.x function declaring resources through create_resources from the caller's scope.
Puppet::Functions.create_function(:'app::pkgs', Puppet::Functions::InternalFunction) do
  dispatch :pkgs do
    scope_param
    param 'Array[String]', :names
  end

  def pkgs(scope, names)
    scope.call_function('create_resources', ['package', names.map { |n| [n, {}] }.to_h])
    nil
  end
end
