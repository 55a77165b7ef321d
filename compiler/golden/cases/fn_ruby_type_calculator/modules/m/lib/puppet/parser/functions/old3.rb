module Puppet::Parser::Functions
  newfunction(:old3, :type => :rvalue, :arity => -2, :doc => 'x') do |args|
    raise Puppet::ParseError, 'old3 needs args' if args.empty?
    v = lookupvar('m_var')
    [args.size, args.map { |a| a.class.to_s }, v, function_sha1([args.map(&:to_s).join('+')]), Puppet::Parser::Functions.function(:sha1).to_s]
  end
end
