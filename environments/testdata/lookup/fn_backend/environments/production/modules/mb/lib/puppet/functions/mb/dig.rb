Puppet::Functions.create_function(:'mb::dig') do
  dispatch :dig do
    param 'Array[Puppet::LookupKey]', :segments
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end
  def dig(segments, options, context)
    context.not_found unless segments[0] == 'dd'
    context.cache_all({ 'calls' => (context.cached_value('calls') || 0) + 1, 'last' => segments })
    entries = []
    context.cached_entries { |k, v| entries << "#{k}=#{v.inspect}" }
    one = []
    context.cached_entries { |pair| one << pair.class.name }
    { 'segs' => segments, 'tag' => options['tag'], 'opts' => options.keys.sort, 'entries' => entries, 'one' => one, 'mod' => context.module_name.inspect, 'deep' => { 'er' => 'x' } }
  end
end
