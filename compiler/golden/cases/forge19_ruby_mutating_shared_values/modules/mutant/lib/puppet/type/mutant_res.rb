Puppet::Type.newtype(:mutant_res) do
  @doc = 'probe'
  newparam(:name, namevar: true)
  newparam(:size)
end
