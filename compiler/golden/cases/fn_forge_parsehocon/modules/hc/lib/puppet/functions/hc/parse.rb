# HOCON text to data through the hocon gem Puppet ships, as puppetlabs-stdlib 9's
# stdlib::parsehocon does; a parse error is Hocon::ConfigError::ConfigParseError.
Puppet::Functions.create_function(:'hc::parse') do
  dispatch :parse do
    param 'String', :text
    optional_param 'Any', :default
  end

  def parse(text, default = :none)
    require 'hocon/config_factory'
    Hocon::ConfigFactory.parse_string(text).resolve.root.unwrapped
  rescue Hocon::ConfigError::ConfigParseError => e
    raise e if default == :none

    default
  end
end
