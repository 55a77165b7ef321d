# A type object's _pcore_type and its parameter_info for the type's class
Puppet::Functions.create_function(:'probe::pcore') do
  dispatch :pcore do
    param 'String', :type
  end

  def pcore(type)
    t = Puppet::Pops::Types::TypeParser.singleton.parse(type)
    pt = t._pcore_type
    names, types, required = pt.parameter_info(t.class)
    "#{pt.name} #{pt.class.name} #{names.inspect} #{types.map(&:to_s).inspect} #{required}"
  end
end
