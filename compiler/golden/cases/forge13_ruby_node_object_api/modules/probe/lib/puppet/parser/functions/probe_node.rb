# Written for this case: the compiled node's object as 3.x module functions read it.
Puppet::Parser::Functions.newfunction(:probe_node, :type => :rvalue) do |args|
  n = compiler.node
  {
    'name' => n.name,
    'parameters' => [n.parameters['osfamily'], n.parameters['environment'], n.parameters.key?('clientcert')],
    'environment' => n.environment.name.to_s,
    'classes' => n.classes.inspect,
  }
end
