module Puppet::Parser::Functions
  newfunction(:scopey, :type => :rvalue) do |args|
    out = []
    out << lookupvar('::osfamily')
    out << lookupvar('facts')['os']['family']
    out << self['m::x']
    out << (compiler.node.name rescue 'nonode')
    out << environment.name.to_s
    out << (source.module_name rescue 'nosrc').to_s
    out << catalog.classes.sort.join(',')
    out << (catalog.resource('Class', 'M') ? 'hasM' : 'noM')
    out << (catalog.resource('Notify[early]') ? 'hasN' : 'noN')
    out << function_fqdn_rand([100, 'seed'])
    out << exist?('m::x') rescue out << 'noexist'
    out
  end
end
