# An implementation class with attributes, a derived attribute and functions of several
# arities and return values (Array, Hash, Boolean, undef); a Boolean attribute is read with its
# own name, a reserved word (end) with Puppet's protected name (_end).
Puppet::DataTypes.create_type('Rdt::Range') do
  interface <<-PUPPET
    attributes => {
      from => Integer,
      to => Integer,
      step => { type => Integer[1], value => 1 },
      size => { type => Integer, kind => derived },
      empty => { type => Boolean, kind => derived },
      end => { type => Integer, kind => derived },
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
