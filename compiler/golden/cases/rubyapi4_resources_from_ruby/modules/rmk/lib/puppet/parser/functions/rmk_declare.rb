# rmk_declare(type, title, params, flags): one resource made through Puppet's parser API; returns what the
# resource answers before and after compiler.add_resource.
Puppet::Parser::Functions.newfunction(:rmk_declare, type: :rvalue) do |args|
  type, title, params, flags = args
  flags = {} if flags.nil? || flags == ''
  r = Puppet::Parser::Resource.new(type, title, :scope => self, :source => source)
  r.virtual = true if flags['virtual']
  r.exported = true if flags['exported']
  params.each { |k, v| r.set_parameter(k.to_sym, v) }
  r[:tag] = flags['tag'] if flags['tag']
  first = params.keys.first
  before = [r.to_s, r.class.to_s, r.virtual?, r.exported?, r[:title], first && r[first], r[:nothing]]
  if (d = find_definition(type))
    before << d.instantiate_resource(self, r).inspect
  end
  compiler.add_resource(self, r)
  before + [r.to_s, r.virtual?, r.exported?, first && r[first]]
end
