# The message of the error the hocon gem raises for a text, as a module that reports it would show it
# (stdlib 9's stdlib::parsehocon logs it at debug level and re-raises it without a default).
Puppet::Functions.create_function(:'hc::error') do
  dispatch :error do
    param 'String', :text
  end

  def error(text)
    require 'hocon'
    Hocon.parse(text)
    'parsed'
  rescue Hocon::ConfigError => e
    "#{e.class}: #{e.message}"
  end
end
