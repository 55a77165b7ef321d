# rmk_class(name, params_or_nil): find_hostclass(name).ensure_in_catalog, then the catalog's classes; also the
# errors Puppet's API raises for a defined type and a resource without scope, rescued.
Puppet::Parser::Functions.newfunction(:rmk_class, type: :rvalue) do |args|
  name, params = args
  params = nil if params == ''
  klass = find_hostclass(name)
  res = params.nil? ? klass.ensure_in_catalog(self) : klass.ensure_in_catalog(self, Puppet::Util.symbolizehash(params))
  compiler.catalog.add_class(name, "#{name}::extra")
  compiler.add_class(name)
  out = [res.to_s, res.class.to_s, compiler.catalog.classes.include?(name)]
  out << begin
    find_definition('rmk::thing').ensure_in_catalog(self)
  rescue ArgumentError => e
    "#{e.class}: #{e.message}"
  end
  out << begin
    Puppet::Parser::Resource.new('file', '/nowhere', {})
  rescue ArgumentError => e
    "#{e.class}: #{e.message}"
  end
  out
end
