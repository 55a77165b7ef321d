# Written for this case: scope/node/environment/module-file calls 3.x module functions make, each rescued.
Puppet::Parser::Functions.newfunction(:probe_scope3, :type => :rvalue) do |args|
  env = compiler.environment
  rel = ->(p) { p.nil? ? nil : p.to_s.sub(%r{.*/(modules/)}, '\1') }
  calls = {
    'lookupvar_fact' => -> { lookupvar('::osfamily') },
    'lookupvar_qualified' => -> { lookupvar('other::v').inspect },
    'bracket_fact' => -> { self['::fqdn'] },
    'exist' => -> { [exist?('::osfamily'), exist?('::nope'), exist?('other::v')] },
    'node_name' => -> { compiler.node.name },
    'node_facts' => -> { compiler.node.facts.values['os']['family'] },
    'env_name' => -> { env.name.inspect },
    'env_module_names' => -> { env.modules.map(&:name).sort },
    'env_module_path' => -> { rel.call(env.module('other').path) },
    'env_module_nil' => -> { env.module('nope').inspect },
    'module_find' => -> { m = Puppet::Module.find('other', env.name); [m.name, rel.call(m.path)] },
    'find_file' => -> { rel.call(Puppet::Parser::Files.find_file('other/x.txt', env)) },
    'find_template' => -> { rel.call(Puppet::Parser::Files.find_template('other/t.erb', env)) },
    'find_file_missing' => -> { Puppet::Parser::Files.find_file('other/nope.txt', env).inspect },
    'known_hostclass' => -> { k = known_resource_types.hostclass('other'); [k.name, k.type.inspect] },
    'find_hostclass' => -> { find_hostclass('other').name },
    'find_definition' => -> { find_definition('probe_def').name },
    'catalog_classes' => -> { catalog.classes.sort },
    'scope_tags' => -> { tags.inspect },
    'resource_ref' => -> { resource.to_s },
    'source_name' => -> { [source.name.inspect, source.type.inspect] },
    'parent_scope' => -> { parent.class.to_s },
    'class_scope' => -> { class_scope(find_hostclass('other'))['v'].inspect },
    'function_defined' => -> { [Puppet::Parser::Functions.function(:probe_scope3), Puppet::Parser::Functions.function(:no_such_fn)] },
    'trusted' => -> { lookupvar('trusted')['certname'] },
    'server_facts' => -> { lookupvar('server_facts').keys.sort },
    'settings_var' => -> { lookupvar('settings::strict_variables').inspect },
    'call_function_4x' => -> { call_function('other::twice', [21]) },
    'function_3x_call' => -> { function_sprintf(['%03d', 7]) },
  }
  calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
end
