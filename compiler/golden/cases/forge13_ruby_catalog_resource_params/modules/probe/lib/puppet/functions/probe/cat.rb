# Written for this case: catalog-reading module functions (which packages/files were declared so far, their
# parameters and tags), as inventory and ensure_packages-style helpers read the catalog.
Puppet::Functions.create_function(:'probe::cat') do
  dispatch :run do
  end

  def run
    cat = closure_scope.catalog
    res = cat.resources
    f = cat.resource('File', '/etc/app.conf')
    calls = {
      'resource_refs' => -> { res.map(&:ref) },
      'select_type' => -> { res.select { |r| r.type == 'Package' }.map(&:title) },
      'to_hash' => -> { f.to_hash.map { |k, v| [k.to_s, v.to_s] }.sort },
      'params_keys' => -> { f.parameters.keys.map(&:to_s).sort },
      'param_value_class' => -> { [f[:mode].class.to_s, f[:owner].inspect, f['content']] },
      'require_param' => -> { r = f[:require]; [r.class.to_s, r.to_s, r.inspect.sub(/0x\h+/, 'X'), (r.respond_to?(:type) ? [r.type.to_s, r.title.to_s] : 'no type')] },
      'tags' => -> { f.tags.to_a.sort },
      'exported_virtual' => -> { [f.exported?, f.virtual?, cat.resource('User', 'v').virtual?, cat.resource('User', 'v').exported?] },
      'file_line' => -> { [File.basename(f.file.to_s), f.line] },
      'title_type' => -> { [f.title, f.type, f.name, f.ref, f.to_s] },
      'resource_type_obj' => -> { f.resource_type.class.to_s },
      'classes' => -> { cat.classes },
      'tagged' => -> { [f.tagged?('file'), f.tagged?('app'), f.tagged?('nope')] },
    }
    calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
  end
end
