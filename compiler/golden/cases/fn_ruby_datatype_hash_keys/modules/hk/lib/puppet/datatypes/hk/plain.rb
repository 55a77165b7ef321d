Puppet::DataTypes.create_type('Hk::Plain') do
  interface <<-PUPPET
    attributes => { k => String }
  PUPPET
  load_file('puppet_x/hk/plain')
  PuppetX::Hk::Plain.include(Puppet::Pops::Types::PuppetObject)
  implementation_class PuppetX::Hk::Plain
end
