Puppet::Type.newtype(:inner_conf) do
  newparam(:name, namevar: true)
end
