Puppet::Parser::Functions.newfunction(:probe_refs3, :type => :rvalue) do |args|
  args.flatten.map { |r| "#{r.class}|#{r}" }
end
