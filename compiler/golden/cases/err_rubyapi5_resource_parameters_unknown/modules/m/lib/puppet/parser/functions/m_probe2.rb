Puppet::Parser::Functions.newfunction(:m_probe2, :type => :rvalue) do |args|
  'x'
end
