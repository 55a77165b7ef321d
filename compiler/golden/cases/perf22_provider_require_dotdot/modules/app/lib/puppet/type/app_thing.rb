Puppet::Type.newtype(:app_thing) do
  newparam(:name, namevar: true)
end
