module Puppet::Parser::Functions
  newfunction(:legacy_has_function, :type => :rvalue, :arity => 1) do |args|
    !!Puppet::Parser::Functions.function(args[0])
  end
end
