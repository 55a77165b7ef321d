# The compile's scope and catalog as module functions read them (profiles that inspect what is
# declared, wrappers that test for classes): each call's result or its error.
Puppet::Functions.create_function(:'probe::scope', Puppet::Functions::InternalFunction) do
  dispatch :probe do
    scope_param
  end

  def probe(scope)
    cat = scope.catalog
    probes = {
      'resource' => -> { cat.resource('Package', 'nginx').to_s },
      'resource_ref' => -> { cat.resource('Package[nginx]')[:ensure] },
      'resource_missing' => -> { cat.resource('Package', 'nope').inspect },
      'class_resource' => -> { cat.resource('Class', 'App').title },
      'classes' => -> { cat.classes.sort },
      'classlist' => -> { cat.resource_keys.select { |t, _| t == 'Class' }.map(&:last).sort },
      'count_by_type' => -> { cat.resources.group_by(&:type).transform_values(&:size).sort.to_h },
      'tagged' => -> { cat.resources.select { |r| r.tagged?('web') }.map(&:ref).sort },
      'res_params' => -> { r = cat.resource('File', '/etc/app.conf'); [r[:mode], r[:content], r.tags.to_a.sort, r.exported?, r.virtual?] },
      'virtual' => -> { cat.resources.select(&:virtual?).map(&:ref) },
      'res_file_line' => -> { r = cat.resource('Package', 'nginx'); [File.basename(r.file), r.line] },
      'title_key' => -> { cat.title_key_for_ref('Package[nginx]') },
      'lookupvar_class' => -> { scope.lookupvar('app::port') },
      'lookupvar_missing' => -> { scope.lookupvar('app::nope').inspect },
      'lookupvar_top' => -> { scope.lookupvar('::site_var') },
      'exist' => -> { [scope.exist?('site_var'), scope.exist?('nope')] },
      'include_q' => -> { [scope.include?('site_var'), scope['site_var']] },
      'class_scope' => -> { cs = scope.class_scope(scope.find_hostclass('app')); cs.lookupvar('port') },
      'hostclass' => -> { k = scope.find_hostclass('app'); [k.name, k.type, k.arguments.keys.sort] },
      'defined_type' => -> { d = scope.find_definition('app::vhost'); [d.name, d.type] },
      'find_missing' => -> { [scope.find_hostclass('nope').inspect, scope.find_definition('nope').inspect] },
      'env' => -> { [scope.environment.name.to_s, scope.compiler.environment.name.to_s] },
      'node' => -> { [scope.compiler.node.name, scope.compiler.node.parameters['site_var'].inspect] },
      'facts_hash' => -> { scope.compiler.node.facts.values['os']['family'] },
      'topscope' => -> { scope.compiler.topscope.lookupvar('site_var') },
      'source' => -> { scope.source.name.inspect },
      'tags' => -> { scope.tags.sort },
      'to_hash' => -> { scope.to_hash.key?('site_var') },
      'call_defined' => -> { [call_function('defined', 'Package[nginx]'), call_function('defined', 'app'), call_function('defined', '$site_var')] },
      'call_tagged' => -> { scope.function_tagged(['probe']) },
      'catalog_version' => -> { cat.version.class.name },
      'catalog_name' => -> { cat.name },
      'edges' => -> { cat.edges.map { |e| "#{e.source} -> #{e.target}" }.sort.first(3) },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
