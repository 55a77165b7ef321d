# Written for this case: a 3.x module function adding resources to the catalog itself, as older Forge modules
# (and create_resources' own predecessors) do: Puppet::Parser::Resource.new with a scope and source, params set
# with []= and set_parameter, tags, a relationship, a virtual resource, then compiler.add_resource.
module Puppet::Parser::Functions
  newfunction(:legacy_add_resources, :type => :statement) do |args|
    name = args[0]
    res = Puppet::Parser::Resource.new('file', "/etc/#{name}.conf", :scope => self, :source => self.source)
    res[:ensure] = 'file'
    res[:content] = "name=#{name}\n"
    res.set_parameter(:mode, '0640')
    res.tag('legacy', name)
    res[:require] = Puppet::Resource.new('package', name)
    compiler.add_resource(self, res)

    pkg = Puppet::Parser::Resource.new('package', name, :scope => self, :source => self.source)
    pkg[:ensure] = 'installed'
    compiler.add_resource(self, pkg)

    v = Puppet::Parser::Resource.new('user', "#{name}svc", :scope => self, :source => self.source)
    v.virtual = true
    v[:ensure] = 'present'
    compiler.add_resource(self, v)

    notice("added #{res.ref}, #{pkg.ref}, #{v.ref} (virtual #{v.virtual?}), tags #{res.tags.to_a.sort.join(',')}")
  end
end
