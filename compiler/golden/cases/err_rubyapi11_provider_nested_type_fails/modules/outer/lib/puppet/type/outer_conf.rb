Puppet::Type.newtype(:outer_conf) do
  newparam(:name, namevar: true)
end
