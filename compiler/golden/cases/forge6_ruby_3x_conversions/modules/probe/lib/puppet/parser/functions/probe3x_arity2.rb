module Puppet::Parser::Functions
  newfunction(:probe3x_arity2, type: :rvalue, arity: 2) do |args|
    args.size
  end
end
