# Environment and type API calls seen in site functions: the current environment's name and module
# list, the closure scope's facts and variables, TypeParser/TypeCalculator for validation messages.
Puppet::Functions.create_function(:'site::envinfo', Puppet::Functions::InternalFunction) do
  dispatch :envinfo do
    scope_param
    param 'Any', :value
  end

  def envinfo(scope, value)
    env = Puppet.lookup(:current_environment)
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Array[String[1]]')
    {
      'env' => env.name.to_s,
      'scope_env' => scope.environment.name.to_s,
      'has_site_module' => !env.module('site').nil?,
      'module_path_tail' => env.module('site').path.split('/').last(2).join('/'),
      'family' => scope['facts']['os']['family'],
      'lookupvar' => scope.lookupvar('::environment'),
      'type' => t.to_s,
      'instance' => t.instance?(value),
      'inferred' => Puppet::Pops::Types::TypeCalculator.infer_set(value).to_s,
    }
  end
end
