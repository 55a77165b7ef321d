module Puppet::Parser::Functions
  newfunction(:m28_rvalue, :type => :rvalue) do |args|
    "rvalue #{args[0]}"
  end
end
