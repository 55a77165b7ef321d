Puppet::DataTypes.create_type('Hk::Valued') do
  interface <<-PUPPET
    attributes => { k => String }
  PUPPET
  load_file('puppet_x/hk/plain')
  PuppetX::Hk::Valued.include(Puppet::Pops::Types::PuppetObject)
  implementation_class PuppetX::Hk::Valued
end
