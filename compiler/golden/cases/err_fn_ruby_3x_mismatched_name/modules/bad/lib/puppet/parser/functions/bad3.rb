module Puppet::Parser::Functions
  newfunction(:other3, :type => :rvalue) do |args|
    1
  end
end
