Puppet::Type.newtype(:m_setting) do
  @doc = 'a setting in an ini-like file'
  ensurable
  newparam(:name, namevar: true)
  newparam(:path) { desc 'the file' }
  newproperty(:value) { desc 'the value' }
end
