# An Object type without an implementation class: Puppet makes its class.
Puppet::DataTypes.create_type('Svc::Pair') do
  interface <<-PUPPET
    attributes => {
      left => Scalar,
      right => { type => Optional[Scalar], value => undef },
    }
  PUPPET
end
