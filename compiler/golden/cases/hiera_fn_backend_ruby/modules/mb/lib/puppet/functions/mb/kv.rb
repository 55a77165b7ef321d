Puppet::Functions.create_function(:'mb::kv') do
  dispatch :kv do
    param 'String[1]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end
  def kv(key, options, context)
    return context.cached_value(key) if context.cache_has_key(key)
    if key.start_with?('kv::')
      v = "#{options['prefix']}-#{key.sub('kv::', '')}"
      context.explain { "kv found #{key}" }
      context.cache(key, v)
    else
      context.not_found
    end
  end
end
