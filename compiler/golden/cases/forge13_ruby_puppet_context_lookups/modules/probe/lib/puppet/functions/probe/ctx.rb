# Written for this case: Puppet context lookups module functions make (the environment by name, the loaders to find
# a type alias or function, the current environment's modules).
Puppet::Functions.create_function(:'probe::ctx') do
  dispatch :run do
  end

  def run
    calls = {
      'environments_get' => -> { Puppet.lookup(:environments).get('production').name.to_s },
      'environments_get_missing' => -> { Puppet.lookup(:environments).get('nope').inspect },
      'current_env_modules' => -> { Puppet.lookup(:current_environment).modules.map(&:name).sort },
      'loaders_type' => -> { Puppet.lookup(:loaders).private_environment_loader.load(:type, 'probe::port').to_s },
      'loaders_function' => -> { Puppet.lookup(:loaders).private_environment_loader.load(:function, 'probe::ctx').class.name.to_s },
      'closure_loader_type' => -> { loader.load(:type, 'probe::port').to_s },
      'type_parser_alias' => -> { Puppet::Pops::Types::TypeParser.singleton.parse('Probe::Port', loader).resolved_type.to_s },
      'lookup_default' => -> { Puppet.lookup(:no_such_key_qf13) { 'block default' } },
      'lookup_missing' => -> { Puppet.lookup(:no_such_key_qf13) },
      'override' => -> { Puppet.override(qf13_key: 'overridden') { Puppet.lookup(:qf13_key) } },
    }
    calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
  end
end
