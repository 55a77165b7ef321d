module Puppet::Parser::Functions
  newfunction(:rb9_inspect3, :type => :rvalue) do |args|
    "#{args[0].class} #{args[0].inspect}"
  end
end
