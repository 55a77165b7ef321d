# Written for this case (RUBYAPI-3).
module Puppet::Parser::Functions
  newfunction(:res_keys, :type => :rvalue) do |args|
    compiler.catalog.resource_keys.select { |k, _| k == 'File' }.inspect
  end
end
