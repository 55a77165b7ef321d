# compiler.node as 3.x module functions read it: Puppet::Node's name,
# parameters (ENC parameters, facts, server facts, environment), environment
# and classes (as the ENC gave them)
Puppet::Parser::Functions.newfunction(:probe_node, :type => :rvalue) do |args|
  n = compiler.node
  p = n.parameters
  [
    "name=#{n.name}",
    "parameter_keys=#{p.keys.sort.join(',')}",
    "values=#{%w[role osfamily environment clientcert servername serverversion].map { |k| p[k].inspect }.join(',')}",
    "parameters_class=#{p.class}",
    "environment=#{n.environment.name.inspect},#{n.environment.to_s},#{n.environment.class}",
    "classes=#{n.classes.inspect}",
  ]
end
