Puppet::Type.newtype(:dyn_server) do
  newparam(:name) do
    isnamevar
  end
  newproperty(:version) do
    validate { |v| raise ArgumentError, "bad version #{v}" unless v =~ /\A\d+(\.\d+)*\z/ }
  end
  newparam(:config) do
    munge { |v| v.is_a?(Hash) ? v : { 'raw' => v } }
  end
  if Puppet.features.root?
    newparam(:root_only)
  end
end
