# An implementation class with attributes, a derived attribute and functions of several
# arities and return values (Array, Hash, Boolean, undef).
Puppet::DataTypes.create_type('Rdt::Range') do
  interface <<-PUPPET
    attributes => {
      from => Integer,
      to => Integer,
      step => { type => Integer[1], value => 1 },
      size => { type => Integer, kind => derived },
    },
    functions => {
      to_a => Callable[[], Array[Integer]],
      contains => Callable[[Integer], Boolean],
      slice => Callable[[Integer, Integer], Hash[String, Integer]],
      nothing => Callable[[], Undef],
    }
  PUPPET

  load_file('puppet_x/rdt/range')

  implementation_class PuppetX::Rdt::Range
end
