# rmk_add(type, title): a resource made with Puppet::Parser::Resource.new and added to the compile.
Puppet::Parser::Functions.newfunction(:rmk_add) do |args|
  r = Puppet::Parser::Resource.new(args[0], args[1], :scope => self, :source => source)
  r.set_parameter(:ensure, 'file')
  compiler.add_resource(self, r)
end
