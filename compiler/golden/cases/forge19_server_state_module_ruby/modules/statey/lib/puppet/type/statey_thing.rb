Puppet::Type.newtype(:statey_thing) do
  @doc = 'probe'
  feature :fastness, 'goes fast', methods: [:go]
  newparam(:name, namevar: true)
  newparam(:level) do
    validate do |v|
      raise ArgumentError, "level must be numeric, not #{v}" unless v.to_s =~ /\A\d+\z/
    end
    munge { |v| Integer(v) * 2 }
  end
  newproperty(:mode, required_features: :fastness) do
    newvalues(:fast, :slow)
  end
end
