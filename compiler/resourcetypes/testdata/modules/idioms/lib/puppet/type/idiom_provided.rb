Puppet::Type.newtype(:idiom_provided) do
  newparam(:name, :namevar => true)
  newproperty(:ensure) do
    newvalues(:present, :absent)
  end
  newproperty(:size)
end
