Puppet::Type.newtype(:brokenthing) do
  @doc = 'QA-FORGE-8: a type whose property block names a constant that does not exist'

  newparam(:name) do
    isnamevar
  end

  newproperty(:config) do
    include Puppet::Util::NoSuchHelperModule
  end

  newproperty(:later) do
    desc 'declared after it'
  end
end
