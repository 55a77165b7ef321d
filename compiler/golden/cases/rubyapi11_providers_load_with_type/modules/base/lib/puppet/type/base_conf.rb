Puppet::Type.newtype(:base_conf) do
  @doc = 'A setting in a base file.'
  feature :sectioned, 'The provider manages sections.', methods: [:section]
  ensurable
  newparam(:name, namevar: true)
  newproperty(:value)
end
