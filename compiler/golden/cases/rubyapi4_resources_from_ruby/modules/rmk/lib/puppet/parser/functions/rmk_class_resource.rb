# rmk_class_resource(name, params): a class resource made with Parser::Resource.new, its parent instantiated,
# then added (evaluated later with the defined types' instances).
Puppet::Parser::Functions.newfunction(:rmk_class_resource, type: :rvalue) do |args|
  name, params = args
  r = Puppet::Parser::Resource.new('class', name, :scope => self, :source => source)
  params.each { |k, v| r[k] = v }
  klass = find_hostclass(name)
  klass.instantiate_resource(self, r)
  compiler.add_resource(self, r)
  [r.to_s, findresource('Class', name).nil?, findresource('Class', 'rmk::base').nil?]
end
