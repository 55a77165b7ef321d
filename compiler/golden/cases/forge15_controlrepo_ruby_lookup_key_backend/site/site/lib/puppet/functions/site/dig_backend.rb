require 'yaml'

# data_dig backend: walks the key's segments in one YAML file.
Puppet::Functions.create_function(:'site::dig_backend') do
  dispatch :dig_backend do
    param 'Array[Variant[String, Integer]]', :segments
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def dig_backend(segments, options, context)
    data = context.cached_file_data(options['path']) { |content| YAML.safe_load(content) }
    value = segments.reduce(data) do |memo, seg|
      break context.not_found unless memo.is_a?(Hash) && memo.key?(seg.to_s)
      memo[seg.to_s]
    end
    context.interpolate(value)
  end
end
