# A lookup_key backend as sites write them: a per-instance memo, the
# context's cache, a class variable counting calls.
Puppet::Functions.create_function(:'statey::kv_backend') do
  @@opened = 0
  dispatch :lookup_key do
    param 'Variant[String,Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    @table ||= begin
      @@opened += 1
      h = {}
      options['pairs'].each { |k, v| h[k] = v.to_s.freeze }
      h
    end
    return context.cached_value(key) if context.cache_has_key(key)
    context.not_found unless @table.key?(key) || key == 'statey::opened'
    v = key == 'statey::opened' ? "opened=#{@@opened}" : @table[key]
    context.cache(key, v)
  end
end
