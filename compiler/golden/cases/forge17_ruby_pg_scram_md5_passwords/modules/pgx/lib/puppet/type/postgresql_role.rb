Puppet::Type.newtype(:postgresql_role) do
  @doc = 'A role.'
  newparam(:name, namevar: true)
  newproperty(:password_hash) do
    sensitive true
  end
end
