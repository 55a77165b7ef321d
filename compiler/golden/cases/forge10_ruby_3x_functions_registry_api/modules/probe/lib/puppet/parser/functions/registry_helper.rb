module Puppet::Parser::Functions
  newfunction(:registry_helper, :type => :rvalue) do |args|
    "helper(#{args.inspect})"
  end
end
