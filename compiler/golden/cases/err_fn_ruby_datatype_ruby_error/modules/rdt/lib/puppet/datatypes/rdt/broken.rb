# The block calls a method that does not exist: a Ruby error while the type is loaded.
Puppet::DataTypes.create_type('Rdt::Broken') do
  interface <<-PUPPET
    attributes => { a => Integer }
  PUPPET

  no_such_method_here(1)
end
