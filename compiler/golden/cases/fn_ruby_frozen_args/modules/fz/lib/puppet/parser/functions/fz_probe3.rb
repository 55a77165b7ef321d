# What a 3.x function receives.
module Puppet::Parser::Functions
  newfunction(:fz_probe3, :type => :rvalue) do |args|
    args.map { |v| "#{v.class} frozen=#{v.frozen?}#{v.is_a?(Array) ? " elems=#{v.map(&:frozen?)}" : ''}" }.join('; ')
  end
end
