require 'json'
require 'yaml'
require_relative '../../../puppet_x/profile/naming'

# Renders settings as JSON or YAML, or names the service of a port.
Puppet::Functions.create_function(:'profile::render') do
  local_types do
    type 'Port = Integer[1, 65535]'
    type 'Format = Enum[json, yaml]'
  end

  dispatch :render_hash do
    param 'Hash[String, Data]', :settings
    optional_param 'Format', :format
    return_type 'String'
  end

  dispatch :render_port do
    param 'Port', :port
    block_param 'Callable[1, 1]', :blk
  end

  def render_hash(settings, format = 'json')
    data = settings.sort.to_h
    format == 'yaml' ? data.to_yaml : JSON.pretty_generate(data)
  end

  def render_port(port)
    yield(PuppetX::Profile::Naming.service_name(port))
  end
end
