# A data type written in Ruby without an implementation class: a plain Pcore Object whose
# instances are Puppet's generated class.
Puppet::DataTypes.create_type('Rdt::Point') do
  interface <<-PUPPET
    attributes => {
      x => Integer,
      y => { type => Integer, value => 0 },
      label => { type => Optional[String], value => undef },
    },
    equality => [x, y]
  PUPPET
end
