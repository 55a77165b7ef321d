# A Vault/Consul-style lookup_key backend: options with an interpolated
# path list, context.interpolate on found values, explain, not_found,
# environment_name/module_name, and a cache of every key.
Puppet::Functions.create_function(:'kvstore::lookup_key') do
  dispatch :lookup_key do
    param 'Variant[String, Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    unless context.cache_has_key('__loaded')
      store = {}
      options['store'].each do |prefix, pairs|
        pairs.each { |k, v| store["#{prefix}/#{k}"] = v }
      end
      context.cache_all(store)
      context.cache('__loaded', true)
    end
    options['paths'].each do |p|
      full = "#{p}/#{key}"
      context.explain { "kvstore: trying #{full}" }
      next unless context.cache_has_key(full)
      v = context.cached_value(full)
      return context.interpolate(v) if v.is_a?(String)
      return v
    end
    context.explain { "kvstore: #{key} not in #{context.environment_name}/#{context.module_name.inspect}" }
    context.not_found
  end
end
