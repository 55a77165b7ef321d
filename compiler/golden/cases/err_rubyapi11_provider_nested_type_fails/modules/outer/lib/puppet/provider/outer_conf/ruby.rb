Puppet::Type.type(:outer_conf).provide(:ruby, parent: Puppet::Type.type(:inner_conf).provider(:ruby)) do
end
