Puppet::Functions.create_function(:'mb::files') do
  dispatch :files do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end
  def files(key, options, context)
    context.not_found unless key.start_with?('f::')
    text = context.cached_file_data(options['path']) { |c| c.strip.upcase }
    raw = context.cached_file_data(options['path'])
    "#{key}:#{File.basename(options['path'])}:#{text}:#{raw.inspect}:#{raw.encoding}"
  end
end
