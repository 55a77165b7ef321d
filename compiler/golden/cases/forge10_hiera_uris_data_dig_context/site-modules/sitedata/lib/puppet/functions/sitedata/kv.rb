# A lookup_key backend with uris: each uri of the hierarchy level is one location (options['uri']).
# Uses the context API backends use: cache/cached_value/cache_has_key, explain, not_found, interpolate,
# environment_name, module_name. Written for this case.
Puppet::Functions.create_function(:'sitedata::kv') do
  STORE = {
    'kv://nodes/web01.example.com' => { 'site::motd' => 'node motd %{facts.os.family}', 'site::ports' => [443] },
    'kv://roles/web' => { 'site::ports' => [80, 8080], 'site::role_only' => 'from role' },
    'kv://common' => { 'site::ports' => [22], 'site::motd' => 'common motd', 'site::nil' => nil },
  }.freeze

  dispatch :kv do
    param 'Variant[String, Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def kv(key, options, context)
    uri = options['uri']
    prefix = options['prefix']
    return context.not_found unless key.to_s.start_with?("#{prefix}::")
    context.explain { "kv looking at #{uri} for #{key}" }
    if context.cache_has_key(key)
      return context.cached_value(key)
    end
    data = STORE[uri]
    context.not_found unless data && data.key?(key)
    value = context.interpolate(data[key])
    context.cache("#{key}", value)
  end
end
