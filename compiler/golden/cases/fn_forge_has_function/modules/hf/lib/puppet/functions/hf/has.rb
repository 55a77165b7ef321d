# Whether a function is known, asked of the compiler's loaders as puppetlabs-stdlib 9's
# stdlib::has_function does: scope.compiler.loaders.private_environment_loader.load(:function, name),
# then Puppet::Parser::Functions.function (3.x functions) as a fallback.
Puppet::Functions.create_function(:'hf::has', Puppet::Functions::InternalFunction) do
  dispatch :has do
    scope_param
    param 'String[1]', :name
    return_type 'Boolean'
  end

  def has(scope, name)
    loader = scope.compiler.loaders.private_environment_loader
    return true unless loader&.load(:function, name).nil?

    f3 = Puppet::Parser::Functions.function(name.to_sym)
    f3.is_a?(String) && !f3.empty?
  end
end
