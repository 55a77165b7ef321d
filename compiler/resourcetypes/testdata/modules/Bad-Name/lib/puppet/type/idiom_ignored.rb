Puppet::Type.newtype(:idiom_ignored) do
  newparam(:name, namevar: true)
end
