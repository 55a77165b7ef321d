module Puppet::Parser::Functions
  newfunction(:bn_size, type: :rvalue) do |args|
    args[0].size
  end
end
