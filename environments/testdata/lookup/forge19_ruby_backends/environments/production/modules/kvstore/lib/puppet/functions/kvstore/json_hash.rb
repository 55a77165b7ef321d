require 'json'
Puppet::Functions.create_function(:'kvstore::json_hash') do
  dispatch :json_hash do
    param 'Struct[{path => String}]', :options
    param 'Puppet::LookupContext', :context
  end

  def json_hash(options, context)
    path = options['path']
    return {} unless File.exist?(path)
    context.cached_file_data(path) { |content| JSON.parse(content) }
  end
end
