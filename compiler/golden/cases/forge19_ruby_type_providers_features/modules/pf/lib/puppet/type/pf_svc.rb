Puppet::Type.newtype(:pf_svc) do
  @doc = 'A service-like type with features its providers declare.'
  feature :refreshable, 'can restart', methods: [:restart]
  feature :enableable, 'can enable', methods: [:enable, :disable]
  newparam(:name, namevar: true)
  newproperty(:enable, required_features: :enableable) do
    newvalues(:true, :false)
  end
end
