# Written for this case: a 3.x function tagging resources it makes (Puppet::Parser::Resource#tag with several
# names, an Array, nil, a Symbol, upper case, a qualified name), reading tags/tagged? before and after
# add_resource, an invalid tag rescued, and tagging its own scope's resource (the class).
module Puppet::Parser::Functions
  newfunction(:tagprobe_add, :type => :statement) do |args|
    name = args[0]
    out = []
    res = Puppet::Parser::Resource.new('file', "/etc/#{name}.conf", :scope => self, :source => self.source)
    res[:ensure] = 'file'
    r1 = res.tag('Legacy', [:sym, nil, ['extra::deep']], name)
    out << "tag returned #{r1.inspect}"
    out << "before #{res.tags.to_a.inspect} #{res.tagged?('deep')} #{res.tagged?('class')}"
    begin
      res.tag('ok', 'bad tag')
    rescue Puppet::ParseError => e
      out << "#{e.class}: #{e.message}"
    end
    begin
      res.tag('-x')
    rescue => e
      out << "#{e.class}: #{e.message}"
    end
    out << "after bad #{res.tags.to_a.inspect}"
    compiler.add_resource(self, res)
    out << "added #{res.tags.to_a.inspect}"
    pkg = Puppet::Parser::Resource.new('package', "#{name}-pkg", :scope => self, :source => self.source)
    pkg.tag('pkgtag')
    compiler.add_resource(self, pkg)
    resource.tag('from_ruby')
    out << "class #{resource.tags.to_a.inspect}"
    notice(out.join(' | '))
  end
end
