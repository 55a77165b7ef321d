module Puppet::Parser::Functions
  newfunction(:envlegacy, :type => :rvalue) do |args|
    "the environment's 3.x envlegacy"
  end
end
