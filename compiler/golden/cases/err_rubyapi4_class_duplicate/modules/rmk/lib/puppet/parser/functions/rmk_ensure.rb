# rmk_ensure(name, params): Puppet::Resource::Type#ensure_in_catalog with parameters.
Puppet::Parser::Functions.newfunction(:rmk_ensure) do |args|
  find_hostclass(args[0]).ensure_in_catalog(self, args[1])
end
