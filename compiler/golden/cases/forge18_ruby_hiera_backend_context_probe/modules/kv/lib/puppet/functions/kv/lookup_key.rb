# A lookup_key backend as vault/consul/custom site backends write them, probing the
# LookupContext and options they get: each call's outcome goes into the answer for key 'kv::probe'.
Puppet::Functions.create_function(:'kv::lookup_key') do
  dispatch :lookup_key do
    param 'Variant[String, Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    case key
    when 'kv::probe'
      probe(options, context)
    when /\Akv::(\w+)\z/
      context.cache($1, "cached-#{$1}") unless context.cache_has_key($1)
      context.cached_value($1)
    else
      context.not_found
    end
  end

  def probe(options, context)
    probes = {
      'options' => -> { options.reject { |k, _| k == 'path' }.sort.to_h },
      'path_rel' => -> { options['path'] && File.basename(options['path']) },
      'env' => -> { context.environment_name },
      'module' => -> { context.module_name.inspect },
      'interpolate' => -> { context.interpolate('%{facts.os.family}-%{trusted.certname}') },
      'interpolate_lookup' => -> { context.interpolate("%{lookup('plain::value')}") },
      'cache' => -> { context.cache('a', 1); context.cache_all({ 'b' => 2, 'c' => nil }); [context.cache_has_key('a'), context.cached_value('b'), context.cache_has_key('c'), context.cache_has_key('z')] },
      'cached_entries' => -> { context.cached_entries.to_a.sort_by(&:first).first(3) },
      'cached_file' => -> { context.cached_file_data(File.join(File.dirname(options['path']), 'extra.txt')) { |c| c.lines.map(&:chomp) } },
      'cached_file_missing' => -> { context.cached_file_data('/nonexistent/forge18').inspect },
      'explain' => -> { context.explain { 'explaining' }.inspect },
      'invocation' => -> { context.invocation.class.name },
      'not_found_class' => -> { catch(:no_such_key) { context.not_found; :after } .inspect },
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
