# Reduction of puppetlabs-node_encrypt's redact(): rewrite a parameter of the calling class or define
# instance in the catalog through Puppet::Parser::Resource#parameters (Param#value= and []=).
Puppet::Parser::Functions.newfunction(:m_redact) do |args|
  param   = args[0]
  message = args[1] || '<<redacted>>'
  klass = catalog.resources.find do |res|
    (source.type == :hostclass && res.type == 'Class' && res.title.downcase == source.name) ||
      (source.type != :hostclass && res.type.downcase == source.name && res.title.casecmp(resource.title).zero?)
  end
  if klass.type == 'Class'
    klass.parameters[param.to_sym].value = message
  else
    parameter = klass.parameters[param.to_sym].dup
    parameter.value = message
    klass.parameters[param.to_sym] = parameter
  end
end
