module Puppet::Parser::Functions
  newfunction(:hf_legacy, type: :rvalue) { |_args| 'legacy' }
end
