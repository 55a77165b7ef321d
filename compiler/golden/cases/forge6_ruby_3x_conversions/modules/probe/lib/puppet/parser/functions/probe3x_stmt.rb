module Puppet::Parser::Functions
  newfunction(:probe3x_stmt) do |args|
    lookupvar('probe_var').to_s + ':' + (lookupvar('::nope').inspect) + ':' + self['probe_var'].inspect
  end
end
