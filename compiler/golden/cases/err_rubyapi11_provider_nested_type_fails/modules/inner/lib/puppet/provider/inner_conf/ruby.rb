Puppet::Type.type(:inner_conf).provide(:ruby) do
  commands tool: 'tool'
  self.no_such_class_method
end
