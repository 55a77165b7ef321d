Puppet::Type.newtype(:thing) do
  raise ArgumentError, 'boom at load'
end
