Puppet::Parser::Functions.newfunction(:probe_via3, :type => :rvalue) do |args|
  [call_function('probe::double', [5]), call_function('probe::double', [2, 10])]
end
