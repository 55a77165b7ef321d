module Puppet::Parser::Functions
  newfunction(:util_clean, :type => :rvalue, :arity => 1) do |args|
    args[0].to_s.strip.downcase
  end
end
