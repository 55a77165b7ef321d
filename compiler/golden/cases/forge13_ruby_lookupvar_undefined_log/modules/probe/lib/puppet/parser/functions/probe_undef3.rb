# Written for this case: module Ruby reading a variable nobody set (a common guard: lookupvar(...) || default).
Puppet::Parser::Functions.newfunction(:probe_undef3, :type => :rvalue) do |args|
  [lookupvar('::no_such_var').inspect, lookupvar('probe::nope').inspect, (lookupvar('unset_local') || 'dflt')]
end
