require 'yaml'
Puppet::Functions.create_function(:'statey::yaml_hash') do
  dispatch :data_hash do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def data_hash(options, context)
    path = options['path']
    context.cached_file_data(path) do |content|
      data = YAML.safe_load(content)
      data.each_value { |v| v << '+loaded' if v.is_a?(String) }
      data
    end
  end
end
