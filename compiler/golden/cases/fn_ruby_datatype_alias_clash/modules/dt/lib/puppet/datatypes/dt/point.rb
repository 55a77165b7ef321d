Puppet::DataTypes.create_type('Dt::Point') do
  interface <<-PUPPET
    attributes => {
      x => Integer,
      y => { type => Integer, value => 0 },
    }
  PUPPET
end
