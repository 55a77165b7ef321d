module Puppet::Parser::Functions
  newfunction(:probe3, type: :rvalue) do |args|
    args.map { |a| a.inspect }.join(',')
  end
end
