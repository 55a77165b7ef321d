# Reduced from wikimedia/operations-puppet's shell_exports (`"export #{k}=#{v.to_pson}"`): Puppet 7 still
# gives every object to_pson (puppet/external/pson): false, true, nil, numbers, strings, arrays, hashes.
module Puppet::Parser::Functions
  newfunction(:pson_all, :type => :rvalue, :arity => 1) do |args|
    args.first.map { |v| v.to_pson }.join(' | ')
  end
end
