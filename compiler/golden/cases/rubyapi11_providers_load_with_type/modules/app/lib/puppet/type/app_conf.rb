Puppet::Type.newtype(:app_conf) do
  ensurable
  newparam(:name, namevar: true)
  newproperty(:value)
  newparam(:path) { defaultto '/etc/app.conf' }
end
