module Puppet::Parser::Functions
  newfunction(:bad_legacy, :type => :rvalue, :arity => 1) do |args|
    raise Puppet::ParseError, "bad_legacy(): cannot handle #{args[0]}" if args[0] == 'parse'
    args[0]
  end
end
