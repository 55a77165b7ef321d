# Written for this case: a lookup_key backend answering from the context (interpolate, environment and module
# name, its own cache), and not_found for the rest.
Puppet::Functions.create_function(:'probe::ctx_lookup_key') do
  dispatch :lk do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lk(key, options, context)
    case key
    when 'ctx::interp'
      context.interpolate('%{facts.os.family}-%{trusted.certname}-%{::environment}')
    when 'ctx::names'
      [context.environment_name.to_s, context.module_name.inspect, options.keys.sort]
    when 'ctx::cache'
      context.cache('k1', 'v1') unless context.cache_has_key('k1')
      [context.cache_has_key('k1'), context.cached_value('k1'), context.cache_has_key('k2')]
    when 'ctx::opt'
      options['greeting']
    when 'probe::mkey'
      "env layer #{context.module_name.inspect}"
    else
      context.explain { "probe backend has no #{key}" }
      context.not_found
    end
  end
end
