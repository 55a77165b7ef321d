Puppet::Parser::Functions.newfunction(:m_probe, :type => :rvalue) do |args|
  out = []
  r = catalog.resource(args[0])
  out << "name=#{r.name.inspect} same=#{r.parameters.equal?(r.parameters)} cls=#{r.class}"
  case args[1]
  when 'new'
    r.parameters[:withpath] = Puppet::Parser::Resource::Param.new(name: :withpath, value: true, source: source)
  when 'delete'
    r.parameters.delete(:content)
  when 'inplace'
    r.parameters[:message].value << '-more'
  when 'later'
    p = r.parameters[:message]
    function_m_probe2([])
    p.value = 'later'
  end
  out << "resname=#{resource.name.inspect}"
  out.join(' ')
end
