module Puppet::Parser::Functions
  newfunction(:probe3x, type: :rvalue, arity: -1) do |args|
    args.map { |a| "#{a.class}:#{a.inspect}" }.join(' | ')
  end
end
