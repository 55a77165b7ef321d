module Puppet::Parser::Functions
  newfunction(:bad_def, :type => :rvalue) do |args|
    helper(1)
  end
end

def helper(x)
  x
end
