# rmk_edit(ref_type, title): set_parameter, []= and a Param object on a resource the catalog has.
Puppet::Parser::Functions.newfunction(:rmk_edit, type: :rvalue) do |args|
  r = findresource(args[0], args[1])
  p = r.set_parameter(:mode, '0600')
  r[:owner] = 'root'
  r.set_parameter(Puppet::Parser::Resource::Param.new(:name => :group, :value => 'adm', :source => source))
  r.set_parameter('backup', :undef)
  [p.class.to_s, p.name.inspect, p.value, r[:mode], r[:owner], r[:group], [nil, :undef].include?(r[:backup])]
end
