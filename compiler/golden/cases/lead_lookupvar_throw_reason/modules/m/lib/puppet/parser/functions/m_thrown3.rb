module Puppet::Parser::Functions
  newfunction(:m_thrown3, :type => :rvalue) do |args|
    outcome = catch(:undefined_variable) do
      value = lookupvar(args[0])
      break "found #{value.inspect}"
    end
    outcome.is_a?(String) && outcome.start_with?('found') ? outcome : "thrown #{outcome.inspect}"
  end
end
