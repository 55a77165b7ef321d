# A 3.x function file with top-level definitions, then a 3.x function using first.rb's.
TL3_CONST = 'three'.freeze unless defined?(TL3_CONST)

module Puppet::Parser::Functions
  newfunction(:tl_third, type: :rvalue) do |_args|
    [TL3_CONST, (defined?(TL_PREFIX) ? TL_PREFIX : 'no const'), (defined?(TlShared) ? 'class' : 'no class'), Object.const_defined?(:TL3_CONST)].inspect
  end
end
