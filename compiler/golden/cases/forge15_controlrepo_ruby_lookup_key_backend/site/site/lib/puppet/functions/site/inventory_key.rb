require 'json'

# A control repository's Hiera backend: node/key/value lines with JSON values, '*' for every node.
Puppet::Functions.create_function(:'site::inventory_key') do
  dispatch :inventory_key do
    param 'String[1]', :key
    param 'Hash[String[1], Any]', :options
    param 'Puppet::LookupContext', :context
  end

  def inventory_key(key, options, context)
    return context.not_found if key == 'lookup_options'
    unless key.start_with?(options['prefix']) || key.start_with?('profile::')
      context.explain { "#{key}: not under #{options['prefix']}" }
      return context.not_found
    end
    table = load_table(options, context)
    node = options['node']
    entry = table.dig(node, key)
    entry = table.dig('*', key) if entry.nil? && !(table[node] || {}).key?(key)
    return context.not_found if entry.nil? && !(table['*'] || {}).key?(key) && !(table[node] || {}).key?(key)
    context.interpolate(entry)
  end

  def load_table(options, context)
    return context.cached_value('table') if context.cache_has_key('table')
    path = File.join(File.dirname(__FILE__), '..', '..', '..', '..', '..', '..', 'data', options['source'])
    table = Hash.new { |h, k| h[k] = {} }
    File.readlines(File.expand_path(path)).each do |line|
      next if line.start_with?('#') || line.strip.empty?
      node, key, value = line.strip.split(' ', 3)
      table[node][key] = JSON.parse(value)
    end
    context.cache('table', table)
    table
  end
end
