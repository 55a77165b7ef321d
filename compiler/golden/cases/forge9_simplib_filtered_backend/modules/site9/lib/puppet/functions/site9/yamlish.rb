# Written for this case: a data_hash function accepting any options Hash (yaml_data refuses the extra
# 'function'/'filter' keys simplib::filtered passes on, see err_forge9_simplib_filtered_yaml_data).
require 'yaml'
Puppet::Functions.create_function(:'site9::yamlish') do
  dispatch :yamlish do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def yamlish(options, context)
    path = options['path']
    context.cached_file_data(path) { |content| YAML.safe_load(content) || {} }
  end
end
