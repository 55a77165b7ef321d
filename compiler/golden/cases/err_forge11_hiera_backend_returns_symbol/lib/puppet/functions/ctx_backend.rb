# A lookup_key backend exercising Puppet::LookupContext as current backends do (cache, cache_all, cached_entries,
# environment_name, module_name, explain, interpolate, not_found, cached_file_data).
Puppet::Functions.create_function(:ctx_backend) do
  dispatch :ctx_backend do
    param 'Variant[String, Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def ctx_backend(key, options, context)
    return context.cached_value(key) if context.cache_has_key(key)
    context.explain { "ctx_backend looking for #{key}" }
    case key
    when 'ctx::info'
      entries = []
      context.cache_all({ 'ctx::a' => 1, 'ctx::b' => 'two' })
      context.cached_entries { |k, v| entries << "#{k}=#{v}" }
      {
        'env' => context.environment_name,
        'module' => context.module_name.inspect,
        'entries' => entries.sort,
        'opt' => options['flavour'],
        'path' => options['path'].nil? ? 'none' : File.basename(options['path']),
      }
    when 'ctx::interp'
      context.cache(key, context.interpolate('node %{trusted.certname} in %{::environment} / %{lookup("ctx::b")}'))
    when 'ctx::file'
      data = context.cached_file_data(options['path']) { |content| content.lines.map(&:strip).reject(&:empty?) }
      data.first(2)
    when /^ctx::sym/
      context.not_found
    else
      context.not_found
    end
  end
end
