# A data type whose implementation is a Ruby class (Puppet::DataTypes.create_type with an interface,
# load_file and implementation_class), as voxpupuli-extlib's Extlib::CIDR is.
Puppet::DataTypes.create_type('Netobj::Block') do
  interface <<-PUPPET
    attributes => {
      cidr => String[1],
      network => { type => String[1], kind => derived },
      size => { type => Integer[0], kind => derived },
      last => { type => String[1], kind => derived },
    },
    functions => {
      include => Callable[[String[1]], Boolean],
      nth => Callable[[Integer], String[1]],
    }
  PUPPET

  load_file('puppet_x/netobj/block')

  PuppetX::Netobj::Block.include(Puppet::Pops::Types::PuppetObject)
  implementation_class PuppetX::Netobj::Block
end
