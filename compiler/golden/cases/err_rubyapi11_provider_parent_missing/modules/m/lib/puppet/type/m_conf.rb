Puppet::Type.newtype(:m_conf) do
  newparam(:name, namevar: true)
  newproperty(:value)
end
